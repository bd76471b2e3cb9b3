/** What other parts of the app compose from the connections feature. */
export { ConnectButton } from './components/connect-button';
export { NetworkBadge } from './components/network-badge';
export { CompanyConnectButton } from './components/company-connect-button';
