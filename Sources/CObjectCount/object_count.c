#include "object_count.h"

_Thread_local long marbles_objects_alive = 0;
