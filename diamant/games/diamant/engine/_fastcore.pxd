# C types for the compiled core: Cython reads this (named after the module it builds) when it
# compiles diamant/games/diamant/engine/fastcore.py into diamant.games.diamant.engine._fastcore. Pure Python ignores it.
import cython

cdef Py_ssize_t HAZARD_CODE, RELIC_CODE

@cython.locals(o=object)
cdef object summary(object rno, object reason, object revealed, object hazard, object banked,
                    object relic_points)

@cython.locals(SV=type, value=tuple, bitof=tuple, share_by_n=tuple, share=tuple, seats=tuple,
               deck=list, stack=list, chests=list, held=list, banked=list, cur=Py_ssize_t,
               relicpts=list, path=list, gems=list, leavers=list, decisions=list, fns=list,
               open_chests=cython.bint, printed_relics=cython.bint,
               lone=cython.bint, relics_taken=Py_ssize_t,
               steps=Py_ssize_t, nrounds=Py_ssize_t, rno=Py_ssize_t, inside=Py_ssize_t,
               mask=Py_ssize_t, relics_on=Py_ssize_t, untaken=Py_ssize_t, disaster=Py_ssize_t,
               n=Py_ssize_t, i=Py_ssize_t, card=Py_ssize_t, v=Py_ssize_t, each=Py_ssize_t,
               rem=Py_ssize_t, b=Py_ssize_t, s=Py_ssize_t, c=Py_ssize_t, nl=Py_ssize_t, k=Py_ssize_t, d0=Py_ssize_t,
               pool=Py_ssize_t, last=Py_ssize_t, j=Py_ssize_t, x=cython.double)
cpdef tuple play(object t, object rs, Py_ssize_t players, object seed_random, object deciders,
                 bint views, bint record, object bad)
