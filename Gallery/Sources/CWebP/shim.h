#include <webp/decode.h>
