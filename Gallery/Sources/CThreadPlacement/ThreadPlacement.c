// sched_getcpu and sched_setaffinity are GNU extensions, which Swift's Glibc module does not import.
#define _GNU_SOURCE
#include "CThreadPlacement.h"

#ifdef __linux__
#include <sched.h>

// The affinity a thread had before it left a CPU, for thread_placement_restore.
static _Thread_local cpu_set_t saved_affinity;
static _Thread_local int has_saved_affinity;

int thread_placement_current_cpu(void) { return sched_getcpu(); }

int thread_placement_allowed_cpus(void) {
  cpu_set_t allowed;
  return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : -1;
}

int thread_placement_leave_cpu(int cpu) {
  if (cpu < 0 || cpu >= CPU_SETSIZE || sched_getcpu() != cpu) return 0;
  cpu_set_t allowed;
  if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
  cpu_set_t elsewhere = allowed;
  CPU_CLR(cpu, &elsewhere);
  if (CPU_COUNT(&elsewhere) == 0 || sched_setaffinity(0, sizeof elsewhere, &elsewhere) != 0) return 0;
  saved_affinity = allowed;
  has_saved_affinity = 1;
  return 1;
}

void thread_placement_restore(void) {
  if (!has_saved_affinity) return;
  sched_setaffinity(0, sizeof saved_affinity, &saved_affinity);
  has_saved_affinity = 0;
}
#else
int thread_placement_current_cpu(void) { return -1; }
int thread_placement_allowed_cpus(void) { return -1; }
int thread_placement_leave_cpu(int cpu) { (void)cpu; return 0; }
void thread_placement_restore(void) {}
#endif
