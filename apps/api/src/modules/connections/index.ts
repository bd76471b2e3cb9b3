import * as repo from './repository';

/**
 * The connections module: /api/v1/connections (requests, connections, suggestions, blocks) and the
 * connection_requests poll topic. Other modules ask it who is connected or blocked.
 */
export { connectionRoutes } from './routes';
export { companyConnectionRoutes } from './company-routes';
export { connectionPollTopics } from './topics';
export { toNetworkUser } from './mapper';

export { connectionsDemoSeeder } from './demo';

export const areConnected = (db: repo.Executor, a: number, b: number) => repo.areConnected(db, a, b);
export const connectedUserIds = (db: repo.Executor, userId: number) => repo.connectedUserIds(db, userId);
export const isBlockedBetween = (db: repo.Executor, a: number, b: number) => repo.isBlockedBetween(db, a, b);
export const findNetworkUser = (db: repo.Executor, userId: number) => repo.findNetworkUser(db, userId);
export { companyConnectionsPerDay, connectionsPerDay, countCompanyConnections, countConnectionsMadeSince, type ConnectionsMade, type ConnectionsPerDay } from './figures-repository';
