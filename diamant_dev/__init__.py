"""Developer tools for Diamant: the monkey tester, the storage self-test, the screenshot runner.

Nothing in the game package (``diamant``) imports this package, and the executable leaves it out
(build_exe.spec). The command line (``diamant monkey``, ``diamant screenshots``) imports it lazily.
"""
