"""The board presenter: barricades slide in, the current entrance is highlighted."""
from types import SimpleNamespace

import pygame

from diamant.games.diamant.screens.cards_art import CardArt
from diamant.games.diamant.screens.boardview import BoardPresenter


def render(b, closed, round_no=3, size=(640, 360)):
    s = pygame.Surface(size)
    s.fill((0, 0, 0))
    b.draw(s, s.get_rect(), round_no, closed, [(0, 5, 0), (1, None, 1), (2, 12, 0)])
    return s


def test_barricade_slides_in_and_skip_finishes():
    pygame.init()
    b = BoardPresenter(SimpleNamespace(art=CardArt()))
    open_ = pygame.image.tobytes(render(b, [1]), "RGB")
    b.close_entrance(2)
    assert b.busy
    for _ in range(20):
        b.update(1 / 30)
    assert b.busy and 0 < b.closing[2] < 1
    mid = pygame.image.tobytes(render(b, [1]), "RGB")
    b.skip()
    assert not b.busy and b.closing[2] == 1.0
    shut = pygame.image.tobytes(render(b, [1]), "RGB")
    assert len({open_, mid, shut}) == 3
    # the barricade ends where entrance 2 is
    s = pygame.Surface((640, 360))
    s.fill((0, 0, 0))
    b2 = BoardPresenter(SimpleNamespace(art=CardArt()))
    b2.draw(s, s.get_rect(), 3, [1])
    cx, cy = b.entrance_centre(s.get_rect(), 2)
    assert render(b, [1]).get_at((cx, cy)) != s.get_at((cx, cy))


def test_board_at_large_size():
    b = BoardPresenter(SimpleNamespace(art=CardArt()))
    render(b, [1, 2, 3, 4], round_no=5, size=(3840, 2160))
