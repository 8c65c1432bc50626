"""The screens both games share: title, settings, history, shortcuts, pause and crash. Built on
the framework (``diamant.ui``); the framework never imports the shell."""
