import {
  companyCertificationInputSchema,
  contactRequestSchema,
  createAssociationRequestSchema,
  createCompanyRequestSchema,
  createGameRequestSchema,
  createGroupChatSchema,
  experienceInputSchema,
  inviteColleaguesRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  sendConnectionRequestSchema,
  sendMessageSchema,
  showcaseListingInputSchema,
  updateAssociationRequestSchema,
  updateGameRequestSchema,
  type CompanyCertificationInput,
  type ContactRequestInput,
  type CreateAssociationRequest,
  type CreateCompanyRequest,
  type CreateGameRequest,
  type CreateGroupChatInput,
  type ExperienceInput,
  type InviteColleaguesRequest,
  type LoginRequest,
  type RegisterRequest,
  type SendConnectionRequest,
  type SendMessageInput,
  type ShowcaseListingInput,
  type UpdateAssociationRequest,
  type UpdateGameRequest,
} from '@paytable/contracts';
import type { z } from 'zod';

const gameExample: UpdateGameRequest = {
  name: 'Midnight Reels',
  description: 'A five-reel slot with cascading wins.',
  themes: ['night', 'gems'],
  rtp: 96.2,
  volatility: 'HIGH',
  maxWin: 5000,
  paylines: 20,
};

/** An example body and the contract schema it belongs to; the type ties the example to the contract. */
const example = <T>(schema: z.ZodType<unknown, T>, value: T) => ({ schema, value });

/**
 * Examples of the main request bodies, shown in the API document (and used by the authorization matrix
 * test as well-formed bodies). `openapi.test.ts` checks each one against its schema.
 */
export const requestExamples = [
  example<RegisterRequest>(registerRequestSchema, {
    email: 'sofia.martinez@example.com',
    username: 'sofia.martinez',
    password: 'Correct-horse-7',
    firstName: 'Sofia',
    lastName: 'Martinez',
    phoneNumber: '+44 20 7946 0000',
    userType: 'user',
    associationType: 'INDIVIDUAL',
  }),
  example<LoginRequest>(loginRequestSchema, { usernameOrEmail: 'sofia.martinez@example.com', password: 'Correct-horse-7', rememberMe: false }),
  example<CreateCompanyRequest>(createCompanyRequestSchema, {
    name: 'Aurora Casino Group',
    website: 'https://aurora-casino.example.com',
    description: 'Online casino operator licensed in Malta and the United Kingdom.',
    contactEmail: 'partners@aurora-casino.example.com',
    headquarters: 'Valletta, Malta',
    foundedYear: 2014,
    businessTypeIds: [],
    jurisdictionIds: [],
  }),
  example<CreateAssociationRequest>(createAssociationRequestSchema, { associationType: 'COMPANY', companyName: 'Northlight Studios' }),
  example<UpdateAssociationRequest>(updateAssociationRequestSchema, { companyName: 'Northlight Studios Ltd', companyWebsite: 'https://northlight.example.com' }),
  example<InviteColleaguesRequest>(inviteColleaguesRequestSchema, { emails: ['liam.oconnor@example.com'], message: 'Join us on Paytable' }),
  example<CreateGameRequest>(createGameRequestSchema, { providerId: 1, ...gameExample }),
  example<UpdateGameRequest>(updateGameRequestSchema, gameExample),
  example<ShowcaseListingInput>(showcaseListingInputSchema, {
    title: 'Instant payouts for operators',
    summary: 'Card and open-banking payouts settled in seconds.',
    linkUrl: 'https://swiftpay.example.com/payouts',
    isPublished: true,
  }),
  example<CompanyCertificationInput>(companyCertificationInputSchema, {
    standard: 'ISO/IEC 27001',
    certificateNumber: 'IS-784512',
    issuedBy: 'BSI Group',
    documentUrl: 'https://swiftpay.example.com/certificates/iso-27001.pdf',
  }),
  example<SendConnectionRequest>(sendConnectionRequestSchema, { receiverId: 42 }),
  example<SendMessageInput>(sendMessageSchema, { recipientId: 42, content: 'Hello Liam, shall we talk about the integration?' }),
  example<CreateGroupChatInput>(createGroupChatSchema, { name: 'Malta launch', description: 'Launch planning with our partners', memberIds: [42] }),
  example<ExperienceInput>(experienceInputSchema, { title: 'Head of Payments', companyName: 'SwiftPay Gateway', startDate: '2021-04', isCurrent: true }),
  example<ContactRequestInput>(contactRequestSchema, {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    company: 'SwiftPay Gateway',
    topic: 'partnerships',
    message: 'We would like to list our payment gateway in the marketplace.',
  }),
];
