#ifndef C_THREAD_PLACEMENT_H
#define C_THREAD_PLACEMENT_H

/// Which CPU the calling thread is running on, or -1 where the system cannot say (not Linux).
int thread_placement_current_cpu(void);

/// How many CPUs the calling thread may run on, or -1 where the system cannot say (not Linux).
int thread_placement_allowed_cpus(void);

/// Moves the calling thread off `cpu` if it is running there: its affinity becomes every CPU it was
/// allowed but `cpu`, and the kernel migrates it before this returns. Returns 1 when it did (undo it
/// with thread_placement_restore on the same thread), 0 when the thread was elsewhere already, `cpu`
/// was its only CPU, or the system cannot (not Linux).
int thread_placement_leave_cpu(int cpu);

/// Gives the calling thread back the affinity thread_placement_leave_cpu took from it.
void thread_placement_restore(void);

#endif
