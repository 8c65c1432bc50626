"""Labels that stand side by side or take turns in one place are set in one size; a long outcome
on the round summary wraps at full size instead of shrinking; the decision cards are rasterised
when the table is laid out, not in the middle of the play."""
import pygame
import pytest

from diamant.ui import theme
from diamant.i18n import LANGUAGE_CODES


@pytest.fixture(scope="module")
def app():
    from diamant_dev.screenshots import screenshot_app
    a = screenshot_app((1280, 720))
    yield a
    a.close()


def _px(app, size_u: float) -> int:
    return round(size_u * app.u)


def test_common_size_is_the_longest_labels_fit(app):
    short, long = "Go", "A much, much longer label than the box can hold"
    width = theme.fit_font(app, short, 10_000, theme.FONT_BODY, bold=True).size(short)[0] * 3
    alone = theme.fit_font(app, short, width, theme.FONT_BODY, bold=True).key[0]
    shared = theme.common_fit_size(app, [short, long], width, theme.FONT_BODY, bold=True)
    longest = theme.fit_font(app, long, width, theme.FONT_BODY, bold=True).key[0]
    assert alone == _px(app, theme.FONT_BODY)  # the short label alone is not shrunk
    assert _px(app, shared) == longest < alone  # beside the long one it takes the long one's size
    assert _px(app, theme.common_fit_size(app, [short], width, theme.FONT_BODY, bold=True)) == alone


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_decision_cards_labels_share_one_size(app, lang):
    from diamant_dev.screenshots import build
    app.set_language(lang)
    exp = build(app, "expedition-decide")
    width = exp.card_rects[0].width - theme.px(app, 0.8)
    size = exp._label_size(width)
    fits = [theme.fit_font(app, app.t(k), width, theme.FONT_BODY, bold=True).key[0]
            for k in ("decision-leave", "decision-continue")]
    assert _px(app, size) == min(fits)
    for k in ("decision-leave", "decision-continue"):  # each label, in that size, fits its card
        assert app.fonts.get(_px(app, size), True).size(app.t(k))[0] <= width


def test_lobby_kind_and_level_choices_are_uniform(app):
    from diamant_dev.screenshots import build
    app.set_language("ru")
    lobby = build(app, "lobby")
    rows = [r for r in lobby.rows if getattr(r, "level", None) is not None]
    assert rows and all(r.kind.uniform and r.level.uniform for r in rows)
    app.draw()
    # the drawn size of "Bot" is the one "Human" fits in, not its own larger fit
    kind = rows[0].kind
    labels = [app.t(k) for k in ("play-kind-human", "play-kind-bot")]
    w = kind.value_rect.width
    assert theme.common_fit_size(app, labels, w, kind.size_u, bold=True) * app.u <= min(
        theme.fit_font(app, t, w, kind.size_u, bold=True).key[0] for t in labels) + 0.5


def test_a_long_outcome_wraps_at_full_size(app):
    from diamant_dev.screenshots import build
    app.set_language("ru")
    scene = build(app, "round-end")
    plain = scene.lines
    relics = app.t("logbook-summary-relics", round=2, relics=2, points=15)

    def with_relics():
        out = plain()
        seat, parts, colour = out[0]
        out[0] = (seat, parts + [relics], colour)
        return out
    scene.lines = with_relics
    box = scene.box
    import pygame
    list_box = pygame.Rect(box.left + 300, box.top + 100, 560, 330)
    rows = scene.rows(list_box)
    first = rows[0]
    assert first[5], "the long outcome is wrapped"
    assert first[1].split("\n")[-1] == relics  # the relics start their own line
    assert first[3].height > rows[1][3].height
    name_w = first[4]
    font = app.fonts.get(_px(app, theme.FONT_BODY))
    lines = font.wrap(first[1], first[3].width - name_w)
    assert len(lines) * font.get_linesize() <= first[3].height  # full size, nothing shrunk
    assert rows[-1][3].bottom <= list_box.bottom
    # a box with no room for the extra line: one line each, shrunk to fit
    tight = pygame.Rect(list_box.left, list_box.top, list_box.width, rows[1][3].height * len(rows))
    assert not any(r[5] for r in scene.rows(tight))
    scene.lines = plain
    app.draw()


def test_the_decision_cards_are_rasterised_at_layout(app):
    from diamant_dev.screenshots import build
    app.set_language("en")
    exp = build(app, "expedition-decide")
    app.art.clear()
    exp.layout(app.size)
    w, h = exp.card_rects[0].size
    for name in ("decision-continue", "decision-leave", "decision-back"):
        assert app.art._lookup(("svg", name, w, h)) is not None, name


# --------------------------------------------------------------------------- sets of buttons
SET_SIZES = [(1280, 720), (960, 540), (900, 1200)]


@pytest.fixture(scope="module")
def apps():
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps(SET_SIZES) as made:
        yield made


def _drawn(monkeypatch, app, draws):
    """(text, rect, pixel size, bold) of every label drawn by ``draws()``."""
    seen: list[tuple] = []
    real = theme.draw_text

    def record(surface, app_, text, rect, size_u=theme.FONT_BODY, colour=theme.TEXT, bold=False, *a, **kw):
        seen.append((text, pygame.Rect(rect), round(size_u * app.u), bold))
        return real(surface, app_, text, rect, size_u, colour, bold, *a, **kw)
    # the package's name (what scenes call) and the module's (what heading() calls)
    monkeypatch.setattr(theme, "draw_text", record)
    monkeypatch.setattr(theme.text, "draw_text", record)
    draws()
    monkeypatch.setattr(theme, "draw_text", real)
    monkeypatch.setattr(theme.text, "draw_text", real)
    return seen


def _fits(app, text: str, rect: pygame.Rect, size: int, bold: bool, max_lines: int) -> bool:
    font = app.fonts.get(size, bold)
    if font.size(text)[0] <= rect.width:
        return True
    lines = font.wrap(text, rect.width)
    tall = font.get_linesize() * (len(lines) - 1) + font.get_height()
    return (len(lines) <= max_lines and tall <= rect.height
            and all(font.size(line)[0] <= rect.width for line in lines))


def _button_sets(app):
    """(name, the buttons of one set, the lines a label may take) on each screen."""
    from diamant_dev.screenshots import build
    rules = build(app, "rules")
    yield "rules contents", rules.section_buttons, 2
    history = build(app, "history")
    yield "history", [history.replay_button, history.log_button, history.back], 2
    scoring = build(app, "scoring")
    yield "scoring", [scoring.again, scoring.menu], 1



@pytest.mark.parametrize("lang", LANGUAGE_CODES)
@pytest.mark.parametrize("size", SET_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_buttons_of_a_set_share_one_size_and_fit(apps, monkeypatch, lang, size):
    app = apps[size]
    app.set_language(lang)
    for name, buttons, max_lines in _button_sets(app):
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        seen = _drawn(monkeypatch, app, lambda: [b.draw(surface) for b in buttons])
        assert len(seen) == len(buttons), name
        sizes = {px for _, _, px, _ in seen}
        assert len(sizes) == 1, f"{name} in {lang}: labels drawn at {[(t, px) for t, _, px, _ in seen]}"
        for text, rect, px, bold in seen:
            assert _fits(app, text, rect, px, bold, max_lines), f"{name} in {lang}: {text!r} at {px} px"


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
@pytest.mark.parametrize("size", SET_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_choices_show_every_option_in_one_size(apps, monkeypatch, lang, size):
    """The lobby's Human/Bot and bot level, the replay's whose chests: every option in one size."""
    from diamant_dev.screenshots import build
    app = apps[size]
    app.set_language(lang)
    lobby = build(app, "lobby")
    rows = [r for r in lobby.rows if getattr(r, "level", None) is not None]
    assert rows
    choices = [rows[0].kind, rows[0].level]
    choices.append(build(app, "replay").chests_choice)
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    for choice in choices:
        start = choice.index
        shown = []
        for i in range(len(choice.options)):
            choice.index = i
            seen = _drawn(monkeypatch, app, lambda: choice.draw(surface))
            shown += [s for s in seen if s[1] == choice.value_rect]
        choice.index = start
        assert len(shown) == len(choice.options)
        assert len({px for _, _, px, _ in shown}) == 1, f"{lang}: {[(t, px) for t, _, px, _ in shown]}"
        for text, rect, px, bold in shown:  # at the smallest size a label may still overflow
            assert px == theme.MIN_FONT_PX or _fits(app, text, rect, px, bold, 1), f"{lang}: {text!r} at {px} px"


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
@pytest.mark.parametrize("size", SET_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_contents_keep_their_size_as_the_current_section_turns_bold(apps, lang, size):
    from diamant_dev.screenshots import build
    app = apps[size]
    app.set_language(lang)
    rules = build(app, "rules")
    sizes = set()
    for current in rules.section_buttons:
        for b in rules.section_buttons:
            b.style = "primary" if b is current else "normal"
        sizes |= {round(b.label_size_u() * app.u) for b in rules.section_buttons}
    assert len(sizes) == 1, sizes
    if size == (900, 1200):  # the page is tall enough: the contents wrap rather than shrink
        assert sizes == {round(theme.FONT_BODY * app.u)}
