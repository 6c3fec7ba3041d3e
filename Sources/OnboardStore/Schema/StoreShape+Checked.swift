extension StoreShape {
  /// The shape of a store whose `onboard_meta` says `version`: refused when
  /// the version is unreadable or newer than this build's.
  static func checked(version text: String?, at location: String) throws -> StoreShape {
    guard let text, let version = Int(text), version >= 0 else {
      throw StoreError(
        .corrupt, "\(location) has no readable schema_version in onboard_meta; nothing was written")
    }
    guard version <= StoreSchema.currentVersion else {
      throw StoreError(
        .newerSchema,
        "\(location) has schema version \(version), newer than this onboard's (\(StoreSchema.currentVersion)); "
          + "nothing was written. Use a newer onboard, or give another --db.")
    }
    return .store(version: version)
  }
}
