#include <sqlite3.h>

/* sqlite3_config is variadic, which Swift cannot call: the one setting
   Onboard changes, before SQLite is first used in the process. */
static inline int onboard_sqlite3_config_stmtjrnl_spill(int bytes) {
  return sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, bytes);
}
