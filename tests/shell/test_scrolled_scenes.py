"""At a larger interface size (Settings -> Interface size) the lobbies, the join and online
set-up dialogs, the past games and the rules pages put their controls in a column that scrolls
(diamant.ui.scrollview): a control out of view is hidden, yet Tab reaches every one of them and
brings it into view, inside the window and clear of every other control; the wheel scrolls."""
from __future__ import annotations

import pygame
import pytest

from diamant.ui.scrollview import ScrollGroup
from toolbox import open_scaled_apps

pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own

@pytest.fixture(scope="module")
def scaled():
    yield from open_scaled_apps()


def _tab(app, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=mod, unicode="", scancode=0)])


def _full_lobby(app):
    """Diamant's lobby with every seat the edition allows (eight), or the club's with four."""
    scene = app.scenes.top
    while scene.add.enabled:
        scene.add_seat()
    app.draw()
    return scene


def _every_control_is_reached(app, scene) -> int:
    group = scene.group
    assert isinstance(group, ScrollGroup)
    view = group.view
    screen = pygame.Rect((0, 0), app.size)
    wanted = list(group.focusables())
    reached = []
    for _ in range(len(wanted)):
        _tab(app)
        w = group.focused
        reached.append(w)
        assert w.visible and w.can_focus, (type(w).__name__, w.rect)
        assert screen.contains(w.rect), (type(w).__name__, w.rect)
        if w in view.places:
            assert view.view.contains(w.rect), (type(w).__name__, w.rect, view.view)
        shown = [o for o in group.widgets if o is not w and o.visible and o.rect.width > 0]
        assert not [o for o in shown if o.rect.colliderect(w.rect)], type(w).__name__
    assert set(map(id, reached)) == set(map(id, wanted))
    return len(view.hidden)


@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("name", ["lobby", "club-lobby"])
def test_a_full_lobby_is_reached_from_the_keyboard(scaled, name, scale):
    from diamant_dev.screenshots import build
    app = scaled[scale]
    app.set_language("ru")
    build(app, name)
    scene = _full_lobby(app)
    assert len(scene.rows) == (8 if name == "lobby" else 4)
    assert scene.small and scene.group.view.scrolls  # the seats do not all fit: they scroll
    assert scene.group.view.hidden  # some are out of view, then
    _every_control_is_reached(app, scene)


@pytest.mark.parametrize("name", ["join", "online-setup", "history", "rules", "club-rules"])
def test_the_scrolling_scenes_are_reached_from_the_keyboard(scaled, name):
    from diamant_dev.screenshots import build
    app = scaled[2.0]
    app.set_language("en")
    scene = build(app, name)
    if scene is None or scene is not app.scenes.top:
        scene = app.scenes.top
    app.draw()
    _every_control_is_reached(app, scene)


def test_the_wheel_and_page_down_scroll_a_lobby(scaled):
    from diamant_dev.screenshots import build
    app = scaled[2.0]
    app.set_language("en")
    build(app, "lobby")
    scene = _full_lobby(app)
    view = scene.group.view
    first = scene.rows[0].name
    scene.group.focus(scene.play)  # (adding seats left the focus on a seat's control)
    view.scroll_by(-view.page_h)
    assert view.offset == 0 and first.visible
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                       precise_y=-1.0, touch=False, which=0)])
    assert view.offset > 0 and not first.visible  # scrolled: the first seat's name went out of view
    before = view.offset
    # Play, focused, does not use Page Down: the column scrolls on
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)])
    assert view.offset > before
    _tab(app)  # from Play to the first seat's colour: back at the top
    assert scene.group.focused is scene.rows[0].colour and view.offset == 0 and first.visible


def test_a_join_message_comes_into_view(scaled):
    from diamant_dev.screenshots import build
    app = scaled[2.0]
    app.set_language("en")
    build(app, "join")
    scene = app.scenes.top
    assert scene.group.view.active
    scene.code.set("not a code")
    scene.join()  # the code cannot be read: said under the fields
    app.draw()
    assert scene.message
    assert scene.group.view.view.contains(scene.message_rect.clip(scene.group.view.view))
    assert scene.group.view.view.colliderect(scene.message_rect)
    # at 200 % the message and the code's field (focused) do not fit the view together: the
    # field went out of view; a key brings it back, and is typed
    assert scene.group.focused is scene.code and not scene.code.visible
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
    assert scene.group.focused is scene.code and scene.code.visible
    assert scene.code.value == "not a cod"


def test_at_100_percent_nothing_scrolls(home):
    from diamant_dev.screenshots import build, screenshot_app
    app = screenshot_app((1280, 720))
    try:
        for name in ("lobby", "club-lobby", "join", "online-setup", "history", "rules"):
            build(app, name)
            scene = app.scenes.top
            assert not scene.group.view.active and not scene.group.view.hidden, name
    finally:
        app.close()


@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
def test_the_waiting_room_fits_with_eight_seats(scaled, scale):
    """The host's waiting room of a full table: every control inside the window and clear of
    the others, the code in lines as wide as the column, Copy reached by Tab."""
    from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
    from diamant.shell.online import HostedTable
    from diamant.shell.scenes.online_room import CODE_LINE, SMALL_CODE, code_lines
    from diamant.ui import textfit, theme
    from diamant_dev.screenshots import build
    app = scaled[scale]
    app.set_language("ru")
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann")] + [SeatPlan(REMOTE, "steady")] * 3
                         + [SeatPlan(BOT, "steady")] * 4)
    try:
        hosted.open()
        build(app, "lobby")
        room = app.nav.push("online-room", link=hosted)
        app.frame(0.1, [])
        theme.clear_text_cache()
        textfit.overflows.clear()
        app.draw()
        assert textfit.overflows == []
        assert room.group.view.active and room._code_width <= CODE_LINE
        lines = code_lines(hosted.invite, room._code_width)
        assert "".join(lines) == hosted.invite
        font = app.font(SMALL_CODE, True)  # each line whole in the column, at the code's size
        assert max(font.size(line)[0] for line in lines) <= room.code_rect.width
        screen = pygame.Rect((0, 0), app.size)
        shown = [w for w in room.group.widgets if w.visible and w.rect.width > 0]
        assert {room.copy_button, room.leave_button, room.start_button} <= set(shown)
        for i, a in enumerate(shown):
            assert screen.contains(a.rect) and room.panel.contains(a.rect), a.rect
            assert not [b for b in shown[i + 1:] if a.rect.colliderect(b.rect)]
        _every_control_is_reached(app, room)
    finally:
        hosted.close()
        while len(app.scenes) > 1:
            app.pop()


def test_the_contents_follow_the_page_being_read(scaled):
    """At 200 % the rules' contents scroll: read to the end (End, on Back) and the last
    section's button comes into their view."""
    from diamant_dev.screenshots import build
    app = scaled[2.0]
    app.set_language("en")
    scene = build(app, "rules")
    app.draw()
    last = scene.section_buttons[-1]
    assert not last.visible
    scene.group.focus(scene.back)
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=pygame.K_END, mod=0, unicode="", scancode=0)])
    for _ in range(100):
        app.frame(0.05, [])
    assert scene.current_section() == scene.sections[-1]
    assert last.visible and scene.group.view.view.contains(last.rect)


def test_a_control_partly_in_view_is_drawn_cut_at_its_edge(scaled):
    """A scrolling column shows what is partly in view, as a page does, yet it stays hidden:
    out of the mouse's way, and out of the fit checks."""
    from diamant_dev.screenshots import build
    app = scaled[2.0]
    app.set_language("en")
    build(app, "online-setup")
    scene = app.scenes.top
    view = scene.group.view
    peeking = [w for w in view.hidden if w.rect.colliderect(view.view)]
    assert peeking, "at 200 % the second seat's line is partly in view"
    w = peeking[0]
    part = w.rect.clip(view.view)
    app.draw()
    assert not w.visible
    before = app.screen.copy()
    w.draw = lambda surface: None  # the same frame without it: the part in view differs
    app.draw()
    assert any(before.get_at((x, part.centery)) != app.screen.get_at((x, part.centery))
               for x in range(part.left, part.right, 4))
    del w.draw
