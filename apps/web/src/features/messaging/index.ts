/** What other parts of the app compose from the messaging feature. */
export { MessagesNavButton, MessagesUnreadBadge } from './components/unread-badges';
