/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      id\n      name\n      roles\n      brand\n      expiresAt\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout {\n    loggedOut\n  }\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    roles\n    brand\n    expiresAt\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    sent\n  }\n}\n\nmutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input) {\n    passwordSet\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation RefreshSession {\n  refreshSession {\n    viewer {\n      id\n      expiresAt\n    }\n  }\n}": typeof types.RefreshSessionDocument,
    "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}": typeof types.UpdatePasswordDocument,
    "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    virtualAccountUrl\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}": typeof types.BrandDocument,
    "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}": typeof types.CarouselImagesDocument,
    "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n    registrationStatus\n  }\n}": typeof types.CnpjLookupDocument,
    "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}": typeof types.SendContactDocument,
    "query Dashboard {\n  dashboard {\n    year\n    month\n    monthly {\n      approved\n      disapproved\n    }\n    totals {\n      analysis\n      approved\n      disapproved\n      awaitingRenovation\n      renovation\n      expired\n      total\n    }\n    currentMonth {\n      ...MonthFiguresFields\n    }\n    previousMonth {\n      ...MonthFiguresFields\n    }\n    latest {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}\n\nfragment MonthFiguresFields on MonthFigures {\n  approved\n  disapproved\n  analysis\n  total\n  estimated\n}\n\nquery DashboardLatestApproved($pageSize: Int!) {\n  opportunities(filter: {statuses: [APPROVED]}, page: 1, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}": typeof types.DashboardDocument,
    "query Municipalities($stateId: ID!) {\n  municipalities(stateId: $stateId) {\n    id\n    name\n  }\n}": typeof types.MunicipalitiesDocument,
    "query States {\n  states {\n    id\n    abbreviation\n    name\n  }\n}": typeof types.StatesDocument,
    "query History($typeId: ID!, $page: Int!, $pageSize: Int!) {\n  history(typeId: $typeId, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      type\n      actionType\n      kind\n      username\n      createdAt\n      modifications {\n        attribute\n        oldValue\n        newValue\n      }\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}": typeof types.HistoryDocument,
    "fragment OpportunityRowFields on OpportunityRow {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  state\n  city\n  email\n  estimated\n  register\n  resaleName\n  createdAt\n  approveDate\n  expireDays\n  elapsedDays\n  companyInactive\n}\n\nfragment ProductLineFields on ProductLine {\n  partNumber\n  description\n  amount\n  price\n  accessory\n  competition\n}\n\nfragment OpportunityDetailFields on Opportunity {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  cep\n  street\n  state\n  city\n  country\n  contact\n  phone\n  email\n  network\n  justification\n  estimated\n  reason\n  probabilityClosing\n  acceptedTerm\n  seller\n  sellerSalesforceId\n  register\n  opportunityOrigin\n  resaleName\n  owner {\n    id\n    name\n    email\n  }\n  createdAt\n  approveDate\n  renovationDate\n  requestRenovationAt\n  expireDays\n  elapsedDays\n  protectedUntil\n  companyUnverified\n  companyStatus\n  companyStatusCheckedAt\n  companyInactive\n  customerWatchCount\n  project {\n    application\n    specification\n    additionalInformation\n    conclusionDate\n    homologated\n    haveCollector\n    haveCollectorDescription\n    partner\n    partnerOwner\n    partnerName\n    opportunityType\n    opportunityTypeStatus\n    justification\n  }\n  products {\n    ...ProductLineFields\n  }\n  conflicts {\n    id\n    name\n    status\n    cnpj\n    corporateName\n    resale\n    createdAt\n  }\n  conflictsTotal\n  conflictsTotalIsLowerBound\n}": typeof types.OpportunityRowFieldsFragmentDoc,
    "mutation ApproveOpportunity($input: ApproveOpportunityInput!) {\n  approveOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RejectOpportunity($input: RejectOpportunityInput!) {\n  rejectOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation UpdateOpportunity($input: UpdateOpportunityInput!) {\n  updateOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RequestRenewal($input: RequestRenewalInput!) {\n  requestRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation DecideRenewal($input: DecideRenewalInput!) {\n  decideRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}": typeof types.ApproveOpportunityDocument,
    "query OpportunityDetails($id: ID!) {\n  opportunity(id: $id) {\n    id\n    ...OpportunityDetailFields\n  }\n}": typeof types.OpportunityDetailsDocument,
    "query OpportunityList($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!, $pageSize: Int!) {\n  opportunities(filter: $filter, order: $order, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      totalIsLowerBound\n      pageCount\n    }\n  }\n}": typeof types.OpportunityListDocument,
    "query CustomerProtection($cnpj: String!) {\n  customerProtection(cnpj: $cnpj) {\n    cnpj\n    protectedUntil\n  }\n}\n\nquery CrmSellers {\n  crmSellers {\n    userId\n    name\n    company\n  }\n}\n\nmutation CreateOpportunity($input: CreateOpportunityInput!) {\n  createOpportunity(input: $input) {\n    opportunity {\n      id\n      status\n    }\n    message\n  }\n}": typeof types.CustomerProtectionDocument,
    "fragment ResaleRowFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  fantasyName\n  corporateName\n  contactName\n  phone\n}\n\nfragment ResaleDetailFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  cep\n  city\n  street\n  state\n  fantasyName\n  corporateName\n  contactName\n  phone\n  email\n  reason\n}": typeof types.ResaleRowFieldsFragmentDoc,
    "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}": typeof types.RegisterResaleDocument,
    "mutation ApproveResale($input: ApproveResaleInput!) {\n  approveResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}\n\nmutation RejectResale($input: RejectResaleInput!) {\n  rejectResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}": typeof types.ApproveResaleDocument,
    "query ResaleDetails($id: ID!) {\n  resale(id: $id) {\n    id\n    ...ResaleDetailFields\n  }\n}": typeof types.ResaleDetailsDocument,
    "query ResaleList($filter: ResaleFilter, $page: Int!, $pageSize: Int!) {\n  resales(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...ResaleRowFields\n    }\n    pageInfo {\n      total\n    }\n  }\n}": typeof types.ResaleListDocument,
    "fragment UserRowFields on Seller {\n  id\n  name\n  email\n  phone\n  role\n}\n\nfragment UserDetailFields on User {\n  id\n  name\n  email\n  phone\n  active\n}": typeof types.UserRowFieldsFragmentDoc,
    "mutation CreateSeller($input: CreateSellerInput!) {\n  createSeller(input: $input) {\n    seller {\n      id\n    }\n  }\n}\n\nmutation DeactivateSeller($input: DeactivateSellerInput!) {\n  deactivateSeller(input: $input) {\n    sellerId\n  }\n}": typeof types.CreateSellerDocument,
    "query UserDetails($id: ID!) {\n  user(id: $id) {\n    id\n    ...UserDetailFields\n  }\n}": typeof types.UserDetailsDocument,
    "query UserList($filter: SellerFilter, $page: Int!, $pageSize: Int!) {\n  sellers(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...UserRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}": typeof types.UserListDocument,
    "query CustomerWatches {\n  customerWatches {\n    id\n    cnpj\n    requestedAt\n    expiresAt\n  }\n}\n\nmutation WatchCustomer($input: WatchCustomerInput!) {\n  watchCustomer(input: $input) {\n    watch {\n      id\n      cnpj\n      requestedAt\n      expiresAt\n    }\n    alreadyWatching\n  }\n}\n\nmutation UnwatchCustomer($input: UnwatchCustomerInput!) {\n  unwatchCustomer(input: $input) {\n    id\n  }\n}": typeof types.CustomerWatchesDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      id\n      name\n      roles\n      brand\n      expiresAt\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout {\n    loggedOut\n  }\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    roles\n    brand\n    expiresAt\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    sent\n  }\n}\n\nmutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input) {\n    passwordSet\n  }\n}": types.RequestPasswordResetDocument,
    "mutation RefreshSession {\n  refreshSession {\n    viewer {\n      id\n      expiresAt\n    }\n  }\n}": types.RefreshSessionDocument,
    "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}": types.UpdatePasswordDocument,
    "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    virtualAccountUrl\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}": types.BrandDocument,
    "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}": types.CarouselImagesDocument,
    "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n    registrationStatus\n  }\n}": types.CnpjLookupDocument,
    "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}": types.SendContactDocument,
    "query Dashboard {\n  dashboard {\n    year\n    month\n    monthly {\n      approved\n      disapproved\n    }\n    totals {\n      analysis\n      approved\n      disapproved\n      awaitingRenovation\n      renovation\n      expired\n      total\n    }\n    currentMonth {\n      ...MonthFiguresFields\n    }\n    previousMonth {\n      ...MonthFiguresFields\n    }\n    latest {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}\n\nfragment MonthFiguresFields on MonthFigures {\n  approved\n  disapproved\n  analysis\n  total\n  estimated\n}\n\nquery DashboardLatestApproved($pageSize: Int!) {\n  opportunities(filter: {statuses: [APPROVED]}, page: 1, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}": types.DashboardDocument,
    "query Municipalities($stateId: ID!) {\n  municipalities(stateId: $stateId) {\n    id\n    name\n  }\n}": types.MunicipalitiesDocument,
    "query States {\n  states {\n    id\n    abbreviation\n    name\n  }\n}": types.StatesDocument,
    "query History($typeId: ID!, $page: Int!, $pageSize: Int!) {\n  history(typeId: $typeId, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      type\n      actionType\n      kind\n      username\n      createdAt\n      modifications {\n        attribute\n        oldValue\n        newValue\n      }\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}": types.HistoryDocument,
    "fragment OpportunityRowFields on OpportunityRow {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  state\n  city\n  email\n  estimated\n  register\n  resaleName\n  createdAt\n  approveDate\n  expireDays\n  elapsedDays\n  companyInactive\n}\n\nfragment ProductLineFields on ProductLine {\n  partNumber\n  description\n  amount\n  price\n  accessory\n  competition\n}\n\nfragment OpportunityDetailFields on Opportunity {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  cep\n  street\n  state\n  city\n  country\n  contact\n  phone\n  email\n  network\n  justification\n  estimated\n  reason\n  probabilityClosing\n  acceptedTerm\n  seller\n  sellerSalesforceId\n  register\n  opportunityOrigin\n  resaleName\n  owner {\n    id\n    name\n    email\n  }\n  createdAt\n  approveDate\n  renovationDate\n  requestRenovationAt\n  expireDays\n  elapsedDays\n  protectedUntil\n  companyUnverified\n  companyStatus\n  companyStatusCheckedAt\n  companyInactive\n  customerWatchCount\n  project {\n    application\n    specification\n    additionalInformation\n    conclusionDate\n    homologated\n    haveCollector\n    haveCollectorDescription\n    partner\n    partnerOwner\n    partnerName\n    opportunityType\n    opportunityTypeStatus\n    justification\n  }\n  products {\n    ...ProductLineFields\n  }\n  conflicts {\n    id\n    name\n    status\n    cnpj\n    corporateName\n    resale\n    createdAt\n  }\n  conflictsTotal\n  conflictsTotalIsLowerBound\n}": types.OpportunityRowFieldsFragmentDoc,
    "mutation ApproveOpportunity($input: ApproveOpportunityInput!) {\n  approveOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RejectOpportunity($input: RejectOpportunityInput!) {\n  rejectOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation UpdateOpportunity($input: UpdateOpportunityInput!) {\n  updateOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RequestRenewal($input: RequestRenewalInput!) {\n  requestRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation DecideRenewal($input: DecideRenewalInput!) {\n  decideRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}": types.ApproveOpportunityDocument,
    "query OpportunityDetails($id: ID!) {\n  opportunity(id: $id) {\n    id\n    ...OpportunityDetailFields\n  }\n}": types.OpportunityDetailsDocument,
    "query OpportunityList($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!, $pageSize: Int!) {\n  opportunities(filter: $filter, order: $order, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      totalIsLowerBound\n      pageCount\n    }\n  }\n}": types.OpportunityListDocument,
    "query CustomerProtection($cnpj: String!) {\n  customerProtection(cnpj: $cnpj) {\n    cnpj\n    protectedUntil\n  }\n}\n\nquery CrmSellers {\n  crmSellers {\n    userId\n    name\n    company\n  }\n}\n\nmutation CreateOpportunity($input: CreateOpportunityInput!) {\n  createOpportunity(input: $input) {\n    opportunity {\n      id\n      status\n    }\n    message\n  }\n}": types.CustomerProtectionDocument,
    "fragment ResaleRowFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  fantasyName\n  corporateName\n  contactName\n  phone\n}\n\nfragment ResaleDetailFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  cep\n  city\n  street\n  state\n  fantasyName\n  corporateName\n  contactName\n  phone\n  email\n  reason\n}": types.ResaleRowFieldsFragmentDoc,
    "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}": types.RegisterResaleDocument,
    "mutation ApproveResale($input: ApproveResaleInput!) {\n  approveResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}\n\nmutation RejectResale($input: RejectResaleInput!) {\n  rejectResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}": types.ApproveResaleDocument,
    "query ResaleDetails($id: ID!) {\n  resale(id: $id) {\n    id\n    ...ResaleDetailFields\n  }\n}": types.ResaleDetailsDocument,
    "query ResaleList($filter: ResaleFilter, $page: Int!, $pageSize: Int!) {\n  resales(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...ResaleRowFields\n    }\n    pageInfo {\n      total\n    }\n  }\n}": types.ResaleListDocument,
    "fragment UserRowFields on Seller {\n  id\n  name\n  email\n  phone\n  role\n}\n\nfragment UserDetailFields on User {\n  id\n  name\n  email\n  phone\n  active\n}": types.UserRowFieldsFragmentDoc,
    "mutation CreateSeller($input: CreateSellerInput!) {\n  createSeller(input: $input) {\n    seller {\n      id\n    }\n  }\n}\n\nmutation DeactivateSeller($input: DeactivateSellerInput!) {\n  deactivateSeller(input: $input) {\n    sellerId\n  }\n}": types.CreateSellerDocument,
    "query UserDetails($id: ID!) {\n  user(id: $id) {\n    id\n    ...UserDetailFields\n  }\n}": types.UserDetailsDocument,
    "query UserList($filter: SellerFilter, $page: Int!, $pageSize: Int!) {\n  sellers(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...UserRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}": types.UserListDocument,
    "query CustomerWatches {\n  customerWatches {\n    id\n    cnpj\n    requestedAt\n    expiresAt\n  }\n}\n\nmutation WatchCustomer($input: WatchCustomerInput!) {\n  watchCustomer(input: $input) {\n    watch {\n      id\n      cnpj\n      requestedAt\n      expiresAt\n    }\n    alreadyWatching\n  }\n}\n\nmutation UnwatchCustomer($input: UnwatchCustomerInput!) {\n  unwatchCustomer(input: $input) {\n    id\n  }\n}": types.CustomerWatchesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      id\n      name\n      roles\n      brand\n      expiresAt\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      id\n      name\n      roles\n      brand\n      expiresAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    loggedOut\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    loggedOut\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    roles\n    brand\n    expiresAt\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    roles\n    brand\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    sent\n  }\n}\n\nmutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input) {\n    passwordSet\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    sent\n  }\n}\n\nmutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input) {\n    passwordSet\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshSession {\n  refreshSession {\n    viewer {\n      id\n      expiresAt\n    }\n  }\n}"): (typeof documents)["mutation RefreshSession {\n  refreshSession {\n    viewer {\n      id\n      expiresAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    virtualAccountUrl\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}"): (typeof documents)["query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    virtualAccountUrl\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}"): (typeof documents)["query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n    registrationStatus\n  }\n}"): (typeof documents)["query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n    registrationStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard {\n  dashboard {\n    year\n    month\n    monthly {\n      approved\n      disapproved\n    }\n    totals {\n      analysis\n      approved\n      disapproved\n      awaitingRenovation\n      renovation\n      expired\n      total\n    }\n    currentMonth {\n      ...MonthFiguresFields\n    }\n    previousMonth {\n      ...MonthFiguresFields\n    }\n    latest {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}\n\nfragment MonthFiguresFields on MonthFigures {\n  approved\n  disapproved\n  analysis\n  total\n  estimated\n}\n\nquery DashboardLatestApproved($pageSize: Int!) {\n  opportunities(filter: {statuses: [APPROVED]}, page: 1, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}"): (typeof documents)["query Dashboard {\n  dashboard {\n    year\n    month\n    monthly {\n      approved\n      disapproved\n    }\n    totals {\n      analysis\n      approved\n      disapproved\n      awaitingRenovation\n      renovation\n      expired\n      total\n    }\n    currentMonth {\n      ...MonthFiguresFields\n    }\n    previousMonth {\n      ...MonthFiguresFields\n    }\n    latest {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}\n\nfragment MonthFiguresFields on MonthFigures {\n  approved\n  disapproved\n  analysis\n  total\n  estimated\n}\n\nquery DashboardLatestApproved($pageSize: Int!) {\n  opportunities(filter: {statuses: [APPROVED]}, page: 1, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Municipalities($stateId: ID!) {\n  municipalities(stateId: $stateId) {\n    id\n    name\n  }\n}"): (typeof documents)["query Municipalities($stateId: ID!) {\n  municipalities(stateId: $stateId) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query States {\n  states {\n    id\n    abbreviation\n    name\n  }\n}"): (typeof documents)["query States {\n  states {\n    id\n    abbreviation\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query History($typeId: ID!, $page: Int!, $pageSize: Int!) {\n  history(typeId: $typeId, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      type\n      actionType\n      kind\n      username\n      createdAt\n      modifications {\n        attribute\n        oldValue\n        newValue\n      }\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}"): (typeof documents)["query History($typeId: ID!, $page: Int!, $pageSize: Int!) {\n  history(typeId: $typeId, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      type\n      actionType\n      kind\n      username\n      createdAt\n      modifications {\n        attribute\n        oldValue\n        newValue\n      }\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OpportunityRowFields on OpportunityRow {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  state\n  city\n  email\n  estimated\n  register\n  resaleName\n  createdAt\n  approveDate\n  expireDays\n  elapsedDays\n  companyInactive\n}\n\nfragment ProductLineFields on ProductLine {\n  partNumber\n  description\n  amount\n  price\n  accessory\n  competition\n}\n\nfragment OpportunityDetailFields on Opportunity {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  cep\n  street\n  state\n  city\n  country\n  contact\n  phone\n  email\n  network\n  justification\n  estimated\n  reason\n  probabilityClosing\n  acceptedTerm\n  seller\n  sellerSalesforceId\n  register\n  opportunityOrigin\n  resaleName\n  owner {\n    id\n    name\n    email\n  }\n  createdAt\n  approveDate\n  renovationDate\n  requestRenovationAt\n  expireDays\n  elapsedDays\n  protectedUntil\n  companyUnverified\n  companyStatus\n  companyStatusCheckedAt\n  companyInactive\n  customerWatchCount\n  project {\n    application\n    specification\n    additionalInformation\n    conclusionDate\n    homologated\n    haveCollector\n    haveCollectorDescription\n    partner\n    partnerOwner\n    partnerName\n    opportunityType\n    opportunityTypeStatus\n    justification\n  }\n  products {\n    ...ProductLineFields\n  }\n  conflicts {\n    id\n    name\n    status\n    cnpj\n    corporateName\n    resale\n    createdAt\n  }\n  conflictsTotal\n  conflictsTotalIsLowerBound\n}"): (typeof documents)["fragment OpportunityRowFields on OpportunityRow {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  state\n  city\n  email\n  estimated\n  register\n  resaleName\n  createdAt\n  approveDate\n  expireDays\n  elapsedDays\n  companyInactive\n}\n\nfragment ProductLineFields on ProductLine {\n  partNumber\n  description\n  amount\n  price\n  accessory\n  competition\n}\n\nfragment OpportunityDetailFields on Opportunity {\n  id\n  name\n  status\n  cnpj\n  fantasyName\n  corporateName\n  cep\n  street\n  state\n  city\n  country\n  contact\n  phone\n  email\n  network\n  justification\n  estimated\n  reason\n  probabilityClosing\n  acceptedTerm\n  seller\n  sellerSalesforceId\n  register\n  opportunityOrigin\n  resaleName\n  owner {\n    id\n    name\n    email\n  }\n  createdAt\n  approveDate\n  renovationDate\n  requestRenovationAt\n  expireDays\n  elapsedDays\n  protectedUntil\n  companyUnverified\n  companyStatus\n  companyStatusCheckedAt\n  companyInactive\n  customerWatchCount\n  project {\n    application\n    specification\n    additionalInformation\n    conclusionDate\n    homologated\n    haveCollector\n    haveCollectorDescription\n    partner\n    partnerOwner\n    partnerName\n    opportunityType\n    opportunityTypeStatus\n    justification\n  }\n  products {\n    ...ProductLineFields\n  }\n  conflicts {\n    id\n    name\n    status\n    cnpj\n    corporateName\n    resale\n    createdAt\n  }\n  conflictsTotal\n  conflictsTotalIsLowerBound\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveOpportunity($input: ApproveOpportunityInput!) {\n  approveOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RejectOpportunity($input: RejectOpportunityInput!) {\n  rejectOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation UpdateOpportunity($input: UpdateOpportunityInput!) {\n  updateOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RequestRenewal($input: RequestRenewalInput!) {\n  requestRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation DecideRenewal($input: DecideRenewalInput!) {\n  decideRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}"): (typeof documents)["mutation ApproveOpportunity($input: ApproveOpportunityInput!) {\n  approveOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RejectOpportunity($input: RejectOpportunityInput!) {\n  rejectOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation UpdateOpportunity($input: UpdateOpportunityInput!) {\n  updateOpportunity(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation RequestRenewal($input: RequestRenewalInput!) {\n  requestRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}\n\nmutation DecideRenewal($input: DecideRenewalInput!) {\n  decideRenewal(input: $input) {\n    opportunity {\n      id\n      ...OpportunityDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OpportunityDetails($id: ID!) {\n  opportunity(id: $id) {\n    id\n    ...OpportunityDetailFields\n  }\n}"): (typeof documents)["query OpportunityDetails($id: ID!) {\n  opportunity(id: $id) {\n    id\n    ...OpportunityDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OpportunityList($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!, $pageSize: Int!) {\n  opportunities(filter: $filter, order: $order, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      totalIsLowerBound\n      pageCount\n    }\n  }\n}"): (typeof documents)["query OpportunityList($filter: OpportunityFilter, $order: OpportunityOrder, $page: Int!, $pageSize: Int!) {\n  opportunities(filter: $filter, order: $order, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...OpportunityRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      totalIsLowerBound\n      pageCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerProtection($cnpj: String!) {\n  customerProtection(cnpj: $cnpj) {\n    cnpj\n    protectedUntil\n  }\n}\n\nquery CrmSellers {\n  crmSellers {\n    userId\n    name\n    company\n  }\n}\n\nmutation CreateOpportunity($input: CreateOpportunityInput!) {\n  createOpportunity(input: $input) {\n    opportunity {\n      id\n      status\n    }\n    message\n  }\n}"): (typeof documents)["query CustomerProtection($cnpj: String!) {\n  customerProtection(cnpj: $cnpj) {\n    cnpj\n    protectedUntil\n  }\n}\n\nquery CrmSellers {\n  crmSellers {\n    userId\n    name\n    company\n  }\n}\n\nmutation CreateOpportunity($input: CreateOpportunityInput!) {\n  createOpportunity(input: $input) {\n    opportunity {\n      id\n      status\n    }\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResaleRowFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  fantasyName\n  corporateName\n  contactName\n  phone\n}\n\nfragment ResaleDetailFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  cep\n  city\n  street\n  state\n  fantasyName\n  corporateName\n  contactName\n  phone\n  email\n  reason\n}"): (typeof documents)["fragment ResaleRowFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  fantasyName\n  corporateName\n  contactName\n  phone\n}\n\nfragment ResaleDetailFields on Resale {\n  id\n  status\n  createdAt\n  cnpj\n  cep\n  city\n  street\n  state\n  fantasyName\n  corporateName\n  contactName\n  phone\n  email\n  reason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}"): (typeof documents)["mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveResale($input: ApproveResaleInput!) {\n  approveResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}\n\nmutation RejectResale($input: RejectResaleInput!) {\n  rejectResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}"): (typeof documents)["mutation ApproveResale($input: ApproveResaleInput!) {\n  approveResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}\n\nmutation RejectResale($input: RejectResaleInput!) {\n  rejectResale(input: $input) {\n    resale {\n      id\n      ...ResaleDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResaleDetails($id: ID!) {\n  resale(id: $id) {\n    id\n    ...ResaleDetailFields\n  }\n}"): (typeof documents)["query ResaleDetails($id: ID!) {\n  resale(id: $id) {\n    id\n    ...ResaleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResaleList($filter: ResaleFilter, $page: Int!, $pageSize: Int!) {\n  resales(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...ResaleRowFields\n    }\n    pageInfo {\n      total\n    }\n  }\n}"): (typeof documents)["query ResaleList($filter: ResaleFilter, $page: Int!, $pageSize: Int!) {\n  resales(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...ResaleRowFields\n    }\n    pageInfo {\n      total\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserRowFields on Seller {\n  id\n  name\n  email\n  phone\n  role\n}\n\nfragment UserDetailFields on User {\n  id\n  name\n  email\n  phone\n  active\n}"): (typeof documents)["fragment UserRowFields on Seller {\n  id\n  name\n  email\n  phone\n  role\n}\n\nfragment UserDetailFields on User {\n  id\n  name\n  email\n  phone\n  active\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSeller($input: CreateSellerInput!) {\n  createSeller(input: $input) {\n    seller {\n      id\n    }\n  }\n}\n\nmutation DeactivateSeller($input: DeactivateSellerInput!) {\n  deactivateSeller(input: $input) {\n    sellerId\n  }\n}"): (typeof documents)["mutation CreateSeller($input: CreateSellerInput!) {\n  createSeller(input: $input) {\n    seller {\n      id\n    }\n  }\n}\n\nmutation DeactivateSeller($input: DeactivateSellerInput!) {\n  deactivateSeller(input: $input) {\n    sellerId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserDetails($id: ID!) {\n  user(id: $id) {\n    id\n    ...UserDetailFields\n  }\n}"): (typeof documents)["query UserDetails($id: ID!) {\n  user(id: $id) {\n    id\n    ...UserDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserList($filter: SellerFilter, $page: Int!, $pageSize: Int!) {\n  sellers(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...UserRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}"): (typeof documents)["query UserList($filter: SellerFilter, $page: Int!, $pageSize: Int!) {\n  sellers(filter: $filter, page: $page, pageSize: $pageSize) {\n    items {\n      id\n      ...UserRowFields\n    }\n    pageInfo {\n      page\n      pageSize\n      total\n      pageCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerWatches {\n  customerWatches {\n    id\n    cnpj\n    requestedAt\n    expiresAt\n  }\n}\n\nmutation WatchCustomer($input: WatchCustomerInput!) {\n  watchCustomer(input: $input) {\n    watch {\n      id\n      cnpj\n      requestedAt\n      expiresAt\n    }\n    alreadyWatching\n  }\n}\n\nmutation UnwatchCustomer($input: UnwatchCustomerInput!) {\n  unwatchCustomer(input: $input) {\n    id\n  }\n}"): (typeof documents)["query CustomerWatches {\n  customerWatches {\n    id\n    cnpj\n    requestedAt\n    expiresAt\n  }\n}\n\nmutation WatchCustomer($input: WatchCustomerInput!) {\n  watchCustomer(input: $input) {\n    watch {\n      id\n      cnpj\n      requestedAt\n      expiresAt\n    }\n    alreadyWatching\n  }\n}\n\nmutation UnwatchCustomer($input: UnwatchCustomerInput!) {\n  unwatchCustomer(input: $input) {\n    id\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;