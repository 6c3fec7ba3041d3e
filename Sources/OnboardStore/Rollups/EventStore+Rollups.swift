extension EventStore {
  /// Whether the store keeps the per-person rollups (``Rollups``): its
  /// schema is ``StoreSchema/rollupsVersion`` or later.
  package var keepsRollups: Bool { schemaVersion >= StoreSchema.rollupsVersion }
}
