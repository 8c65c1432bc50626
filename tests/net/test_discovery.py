"""Tables on this network (diamant.net.discovery): the TXT record read with care, and a real
announce -> browse round trip by multicast DNS on loopback (zeroconf on 127.0.0.1 only)."""
from __future__ import annotations

import threading
import time

import pytest
from hypothesis import given, settings, strategies as st

from diamant.net.discovery import CHUNK, MAX_TABLES, TTL, TableAd, TableFinder, decode_txt, encode_txt
from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
from diamant.net.invite import Invite
from diamant.shell.online import HostedTable, JoinedTable

LOOPBACK = ["127.0.0.1"]
CODE = Invite("diamant", ("192.168.1.20:41234",)).code()


def _wire(txt: dict[str, str]) -> dict[bytes, bytes]:
    """As zeroconf hands a TXT record over: bytes both sides."""
    return {k.encode(): v.encode() for k, v in txt.items()}


def test_an_announced_table_reads_back_as_it_was_sent():
    ad = TableAd("diamant", "Аня 🙂", 2, 4, CODE)
    assert decode_txt(_wire(encode_txt(ad))) == ad
    # a long invite code (a relay's room too) is cut into TXT strings of 255 bytes at most
    long_code = Invite("club", ("10.0.0.2:5000",) * 8, "ws://" + "r" * 150 + ":9", "room" * 16).code()
    txt = encode_txt(TableAd("club", "Bob", 0, 3, long_code))
    assert len(long_code) > CHUNK and all(len(f"{k}={v}".encode()) <= 255 for k, v in txt.items())
    assert decode_txt(_wire(txt)) == TableAd("club", "Bob", 0, 3, long_code)
    # a name from the network is shown on one line, short
    assert decode_txt(_wire({**encode_txt(ad), "h": "x\n\x1b[2J" + "y" * 200})).host == "x[2J" + "y" * 36


GOOD = _wire(encode_txt(TableAd("diamant", "Ann", 1, 3, CODE)))


@pytest.mark.parametrize("hostile", [
    {**GOOD, b"c0": b"x" * 300},                      # oversized
    {**GOOD, b"c0": b"DMT1.garbage!"},                # not a readable code
    {**GOOD, b"g": b"club"},                          # the code is of another game
    {**GOOD, b"g": b"chess"},
    {**GOOD, b"v": b"2"},                             # another version's
    {**GOOD, b"f": b"4"},                             # more free seats than seats
    {**GOOD, b"f": b"-1"}, {**GOOD, b"n": b"0"}, {**GOOD, b"n": b"\xd9\xa3"}, {**GOOD, b"f": b"99999999999"},
    {**GOOD, b"f": None},                             # a key without a value
    {**GOOD, b"h": b"\xff\xfe"},                      # not UTF-8: dropped, the table is kept
    {**GOOD, b"n": 3}, {**GOOD, b"n": [3]}, {**GOOD, 7: b"x"},  # wrong types
    {**GOOD, "f": b"1"},                              # the same key twice
    {**GOOD, b"k" * 300: b"1"},
    {**{f"x{i}".encode(): b"1" for i in range(40)}, **GOOD},  # too many keys
    {}, None, [], "v=1", b"v=1",
])
def test_a_hostile_record_is_ignored_never_an_error(hostile):
    ad = decode_txt(hostile)
    if hostile is not None and isinstance(hostile, dict) and hostile.get(b"h") == b"\xff\xfe":
        assert ad is not None and ad.host == ""  # only its unreadable name is left out
    else:
        assert ad is None


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.one_of(st.binary(max_size=12), st.text(max_size=12), st.integers()),
                       st.one_of(st.none(), st.binary(max_size=300), st.text(max_size=300), st.integers(),
                                 st.lists(st.integers(), max_size=2)), max_size=12))
def test_no_record_makes_the_reader_fail(props):
    ad = decode_txt({**GOOD, **props})
    assert ad is None or isinstance(ad, TableAd)


def _until(cond, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.02)
    return cond()


def _threads() -> set[str]:
    return {t.name for t in threading.enumerate()}


def _of(finder: TableFinder, link: HostedTable) -> list[TableAd]:
    """The tables `finder` lists for `link` (the suite's other workers may announce theirs on
    the same loopback at the same time)."""
    return [ad for ad in finder.tables() if ad.code == link.invite]


@pytest.mark.timeout(30)
def test_a_waiting_table_is_found_live_and_leaves_the_list_when_its_game_begins():
    before = _threads()
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")],
                         lan=True, lan_interfaces=LOOPBACK)
    finder = TableFinder(LOOPBACK)
    guest = None
    try:
        started = time.monotonic()
        hosted.open()
        assert _until(lambda: _of(finder, hosted), 5), finder.error
        [ad] = _of(finder, hosted)
        assert ad == TableAd("diamant", "Ann", 1, 3, hosted.invite)
        found_in = time.monotonic() - started
        assert _until(lambda: hosted.announcer._info is not None, 5)  # (its announcing done)
        # believed for a minute, not zeroconf's 75: a host gone without a goodbye leaves the lists soon
        assert hosted.announcer._info.other_ttl == hosted.announcer._info.host_ttl == TTL
        # a guest joins with the announced code: the list says the table is full, live
        guest = JoinedTable(ad.code, "Bob")
        guest.join()
        assert _until(lambda: guest.joined() is not None, 5) and guest.joined(), guest.error
        assert _until(lambda: (hosted.poll(), [a.free for a in _of(finder, hosted)] == [0])[1], 5)
        # the game begins: nobody else can sit down, the table leaves the list
        hosted.start()
        assert _until(lambda: not _of(finder, hosted), 5)
        assert found_in < 5
    finally:
        if guest is not None:
            guest.close()
        hosted.close()
        finder.close()
    assert hosted.announcer.withdrawn
    # no thread left behind, zeroconf's none (the host's bot thread ends with the bot's last
    # thought, which it is not made to wait for: a moment)
    assert _until(lambda: _threads() <= before, 5), _threads() - before


@pytest.mark.timeout(30)
def test_a_table_leaves_the_list_when_its_host_closes_it_and_a_hidden_one_is_never_listed():
    plans = [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady")]
    shown = HostedTable("club", plans, lan=True, lan_interfaces=LOOPBACK)
    hidden = HostedTable("diamant", [SeatPlan(LOCAL, name="Cy"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")],
                         lan=False)
    finder = TableFinder(LOOPBACK)
    try:
        hidden.open()
        shown.open()
        assert _until(lambda: _of(finder, shown), 5), finder.error
        assert [(ad.game, ad.host) for ad in _of(finder, shown)] == [("club", "Ann")]
        assert hidden.announcer is None and not _of(finder, hidden)
        shown.close()
        assert _until(lambda: not _of(finder, shown), 5)  # its goodbye: at once, not at the end of a TTL
    finally:
        shown.close()
        hidden.close()
        finder.close()


def test_a_finder_keeps_a_bounded_list():
    finder = TableFinder.__new__(TableFinder)  # its bookkeeping only: no sockets
    finder._found, finder._guard, finder.version = {}, threading.Lock(), 0
    for i in range(MAX_TABLES + 10):
        finder._set(f"t{i}", TableAd("diamant", f"h{i}", 1, 2, CODE))
    assert len(finder.tables()) == MAX_TABLES
    finder._set("t0", None)
    assert len(finder.tables()) == MAX_TABLES - 1


def test_a_machine_without_multicast_is_said_and_nothing_breaks(monkeypatch):
    import diamant.net.discovery as discovery

    def refused(interfaces):
        raise OSError(19, "No such device")
    monkeypatch.setattr(discovery, "_zeroconf", refused)
    finder = TableFinder(LOOPBACK)
    try:
        assert _until(lambda: finder.error is not None, 3)
        assert finder.tables() == [] and "No such device" in finder.error
    finally:
        finder.close()
    assert not finder.net.thread.is_alive()
    # the host's table opens all the same, reached with its code
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")],
                         lan=True, lan_interfaces=LOOPBACK)
    try:
        hosted.open()
        assert hosted.invite.startswith("DMT1.")
        assert _until(lambda: hosted.announcer.withdrawn, 3)  # it gave up, logged
    finally:
        hosted.close()
