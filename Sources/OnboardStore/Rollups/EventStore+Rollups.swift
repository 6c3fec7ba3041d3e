extension EventStore {
  /// Whether the store keeps the per-person rollups (``Rollups``): its
  /// schema is ``StoreSchema/rollupsVersion`` or later.
  package var keepsRollups: Bool { schemaVersion >= StoreSchema.rollupsVersion }

  /// Whether the store keeps the per-variant tallies (``Tallies``): its
  /// schema is ``StoreSchema/talliesVersion`` or later.
  package var keepsTallies: Bool { schemaVersion >= StoreSchema.talliesVersion }
}
