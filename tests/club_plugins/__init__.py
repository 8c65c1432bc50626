"""Diamonds Club plugin bots written from ../shared/DIAMONDS-CLUB.md alone (no project code):
the plugin interface's two forms, for the tests and the benchmarks."""
