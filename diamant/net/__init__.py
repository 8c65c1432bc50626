"""Network play: a host runs the table (the authority), clients send intents and receive only
their seat's view and the events their seat may see; a relay forwards between them when they
cannot reach each other. Knows sessions and seat views, not rules: every rules question goes to a
game's adapter (diamant.net.adapters), which asks the game's own engine. No pygame, no diamant.ui.

    host = Host(DiamantTable(players=4, seed=None), seats=[...]); await host.serve("127.0.0.1", 0)
    client = Client(...); await client.join(code, name="Ann")

docs/protocol.md describes the messages a third party's client exchanges with a host.
"""

from .protocol import PROTOCOL_VERSION, ProtocolError

__all__ = ["PROTOCOL_VERSION", "ProtocolError"]
