"""The optional compiled core of the fast engine (diamant.games.diamant.engine._fastcore).

Everything else about the package is in pyproject.toml. Cython compiles diamant/games/diamant/engine/fastcore.py
(plain Python; fastcore.pxd gives C types) into the extension module diamant.games.diamant.engine._fastcore.
The extension is optional: without a C compiler the build warns and the package installs with
the pure-Python core, which plays exactly the same games (only slower).
"""

from setuptools import Extension, setup

try:
    from Cython.Build import cythonize
except ImportError:  # Cython is a build requirement (pyproject.toml); a bare `setup.py` call
    cythonize = None

ext_modules = []
if cythonize is not None:
    ext_modules = cythonize(
        [Extension("diamant.games.diamant.engine._fastcore", ["diamant/games/diamant/engine/fastcore.py"])],
        compiler_directives={"language_level": 3, "boundscheck": False, "wraparound": False},
        quiet=True)
    for ext in ext_modules:  # cythonize makes new Extension objects: mark these optional
        ext.optional = True  # no compiler (or no Python headers): warn, install the pure core

setup(ext_modules=ext_modules)
