#include <stddef.h>
#include <linebreak.h>
