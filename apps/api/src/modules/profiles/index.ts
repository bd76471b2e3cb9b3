/**
 * The profiles module: a member's professional profile (about, experience, education, skills,
 * certifications, projects), its completion percentage, and the profile photo.
 */
export { profileRoutes } from './routes';
export { getMyProfile, getProfileOf } from './service';
export { profilesDemoSeeder } from './demo';
