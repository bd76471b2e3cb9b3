export { contactRoutes } from './routes';
export { contactInbox, DEFAULT_CONTACT_INBOX, submitContactMessage } from './service';
