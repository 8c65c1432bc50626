"""The player's settings are never silently thrown away: a file that cannot be read is not
overwritten, a bad value keeps every good one (even when the repair cannot be written), keys of a
newer version are kept, and a settings file that is a symbolic link is read, never written
through (the player is told once how to keep the changes)."""

from __future__ import annotations

import json
import os

import pytest

import diamant.storage as st
from diamant.storage import files as st_files
from diamant.storage import settings as st_settings


def write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


GOOD = {"format": "diamant-settings", "schema": 1, "language": "pl", "master_volume": 0.3,
        "curtain": False, "window_size": [1600, 900]}


def test_a_settings_file_that_cannot_be_read_is_not_overwritten(home, monkeypatch):
    path = st.settings_path()
    write(path, GOOD)
    before = path.read_bytes()
    real = st_files.read_bytes

    def denied(p, *a, **kw):
        if p == path:
            raise PermissionError(13, "Permission denied", str(p))
        return real(p, *a, **kw)

    monkeypatch.setattr(st_files, "read_bytes", denied)
    monkeypatch.setattr(st_settings, "read_bytes", denied)
    settings, warnings = st.load_settings()
    assert [w.code for w in warnings] == ["settings-unreadable"]
    settings.master_volume = 1.0
    with pytest.raises(st.StorageError):
        st.save_settings(settings)  # the player's own file would be replaced by defaults
    assert path.read_bytes() == before
    monkeypatch.undo()  # the permissions are fixed: saving works again
    monkeypatch.setenv("DIAMANT_HOME", str(home))
    st.save_settings(settings)
    assert json.loads(path.read_text())["master_volume"] == 1.0


def test_one_bad_value_keeps_every_good_one_even_when_the_repair_cannot_be_written(home, monkeypatch):
    path = st.settings_path()
    write(path, {**GOOD, "animation_speed": "fast"})
    before = path.read_bytes()

    def full(p, data):
        raise st.StorageError(f"cannot write {p}: [Errno 28] No space left on device")

    monkeypatch.setattr(st_files, "atomic_write_bytes", full)
    settings, warnings = st.load_settings()
    assert (settings.language, settings.master_volume, settings.curtain) == ("pl", 0.3, False)
    assert [w.code for w in warnings] == ["settings-invalid"] and "animation speed" in warnings[0]
    assert path.read_bytes() == before  # not moved away: the next start still has every good value
    monkeypatch.undo()
    monkeypatch.setenv("DIAMANT_HOME", str(home))
    again, warnings = st.load_settings()
    assert (again.language, again.master_volume, again.curtain) == ("pl", 0.3, False)
    assert warnings[0].moved_to is not None and warnings[0].moved_to.read_bytes() == before
    third, warnings = st.load_settings()  # repaired in place
    assert warnings == [] and third.language == "pl"


def test_keys_of_a_newer_version_are_kept(home):
    path = st.settings_path()
    write(path, {**GOOD, "colour_blind_mode": "deuteranopia", "future": {"a": [1, 2]}})
    settings, warnings = st.load_settings()
    assert warnings == []
    settings.master_volume = 0.9
    st.save_settings(settings)
    data = json.loads(path.read_text())
    assert data["colour_blind_mode"] == "deuteranopia" and data["future"] == {"a": [1, 2]}
    assert data["master_volume"] == 0.9 and data["language"] == "pl"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_settings_file_that_is_a_link_is_read_but_never_written_through(home, tmp_path):
    # even a link to the player's own regular file (a dotfiles folder): whoever can plant a link
    # there could point it at any file of the player's, and as root an owner check is no guard
    target = tmp_path / "dotfiles" / "diamant.json"
    write(target, GOOD)
    before = target.read_bytes()
    path = st.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, path)
    settings, warnings = st.load_settings()
    assert warnings == [] and settings.language == "pl" and settings.master_volume == 0.3
    settings.master_volume = 0.5
    with pytest.raises(st_settings.SettingsLinked) as refused:
        st.save_settings(settings)
    assert refused.value.path == path and "symbolic link" in str(refused.value)
    assert path.is_symlink() and os.readlink(path) == str(target)
    assert target.read_bytes() == before  # nothing lost, nothing written through
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # no temp left beside


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_link_swapped_in_after_the_check_is_still_not_written_through(home, tmp_path,
                                                                          monkeypatch):
    target = tmp_path / "elsewhere.json"
    write(target, GOOD)
    before = target.read_bytes()
    path = st.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    real = st_files.atomic_write_text

    def swap_then_write(p, text):  # the link appears between the settings' check and the write
        os.symlink(target, p)
        return real(p, text)
    monkeypatch.setattr(st_files, "atomic_write_text", swap_then_write)
    with pytest.raises(st.StorageError):
        st.save_settings(st.Settings(master_volume=0.5))
    assert path.is_symlink() and target.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_the_app_tells_once_that_its_settings_file_is_a_link(home, tmp_path):
    from toolbox import make_app
    target = tmp_path / "dotfiles" / "diamant.json"
    write(target, GOOD)
    before = target.read_bytes()
    path = st.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, path)
    app = make_app()
    app.save_settings_headless = True
    shown = []
    app.show_message = lambda text, kind="info", **kw: shown.append((kind, text))
    for volume in (0.4, 0.6):
        app.settings.master_volume = volume
        app.save_settings()
    assert len(shown) == 1 and shown[0][0] == "warning"
    assert str(path) in shown[0][1] and "link" in shown[0][1]
    assert target.read_bytes() == before and path.is_symlink()
