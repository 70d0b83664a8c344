#ifndef MARBLES_OBJECT_COUNT_H
#define MARBLES_OBJECT_COUNT_H

/// How many engine objects the calling thread has made and not yet released. A run builds
/// and releases its pipeline on one thread, so a test can tell from this that a run left
/// nothing behind, while other threads run pipelines of their own. Per thread, so counting
/// takes no lock and races with nothing.
extern _Thread_local long marbles_objects_alive;

static inline void marbles_object_made(void) { marbles_objects_alive += 1; }

static inline void marbles_object_released(void) { marbles_objects_alive -= 1; }

static inline long marbles_objects_alive_on_this_thread(void) { return marbles_objects_alive; }

#endif
