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

/// Sets the calling thread's nice value (0 normal, up to 19 lowest; clamped to 0...19), for a thread
/// whose work must yield a CPU to the threads that draw frames. Returns the nice value the thread
/// has after, or -1 where the system cannot set it for one thread (not Linux).
int thread_placement_set_nice(int nice);

/// The calling thread's nice value, or -1 where the system cannot say for one thread (not Linux).
int thread_placement_nice(void);

#endif
