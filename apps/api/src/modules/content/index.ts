export { contentRoutes } from './routes';
export { getPage as getDocumentationPage, listPages as listDocumentationPages } from './service';
export { renderDocumentation } from './render';
export { contentDemoSeeder } from './demo';
