#include <zmq.h>

// ZMQ_FD is a file descriptor on Linux: Swift needs no helper for it. The one thing
// Swift cannot express is the fixed-size zmq_msg_t handled only through pointers; the
// wrapper allocates it, so nothing else is needed here.
