type FeedRow = { id: string; userId: string; schoolId: string | null; createdAt: Date; revokedAt: Date | null };

/** What the audit log keeps of a feed: never its secret or hash. */
export const feedAuditSnapshot = (row: FeedRow) => ({
  id: row.id,
  user_id: row.userId,
  school_id: row.schoolId,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export const feedAuditSchools = (row: FeedRow) => (row.schoolId ? [row.schoolId] : []);

export const toFeedRecord = (row: FeedRow) => ({
  id: row.id,
  school_id: row.schoolId,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});
