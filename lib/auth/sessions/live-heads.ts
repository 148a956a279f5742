// A session (refresh family) is live while its newest token, its "head", is neither rotated,
// revoked nor expired; the head holds the client as last seen.
export const liveHeads = () => ({ revokedAt: null, rotatedAt: null, expiresAt: { gt: new Date() } });
