"""Labels that stand side by side or take turns in one place are set in one size; a long outcome
on the round summary wraps at full size instead of shrinking; the decision cards are rasterised
when the table is laid out, not in the middle of the play."""
import pytest

from diamant.app import theme
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
