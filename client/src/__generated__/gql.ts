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
    "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}": typeof types.UpdatePasswordDocument,
    "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}": typeof types.BrandDocument,
    "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}": typeof types.CarouselImagesDocument,
    "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n  }\n}": typeof types.CnpjLookupDocument,
    "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}": typeof types.SendContactDocument,
    "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}": typeof types.RegisterResaleDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      id\n      name\n      roles\n      brand\n      expiresAt\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout {\n    loggedOut\n  }\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    roles\n    brand\n    expiresAt\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    sent\n  }\n}\n\nmutation SetPasswordWithToken($input: SetPasswordWithTokenInput!) {\n  setPasswordWithToken(input: $input) {\n    passwordSet\n  }\n}": types.RequestPasswordResetDocument,
    "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}": types.UpdatePasswordDocument,
    "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}": types.BrandDocument,
    "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}": types.CarouselImagesDocument,
    "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n  }\n}": types.CnpjLookupDocument,
    "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}": types.SendContactDocument,
    "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}": types.RegisterResaleDocument,
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
export function graphql(source: "mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation UpdatePassword($input: UpdatePasswordInput!) {\n  updatePassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}"): (typeof documents)["query Brand {\n  brand {\n    slug\n    name\n    tagline\n    logoUrl\n    faviconUrl\n    contactEmail\n    senderEmail\n    theme {\n      primary\n      accent\n      surface\n      radius\n      headingFont\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}"): (typeof documents)["query CarouselImages {\n  carouselImages {\n    src\n    alt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n  }\n}"): (typeof documents)["query CnpjLookup($cnpj: String!) {\n  cnpjLookup(cnpj: $cnpj) {\n    cnpj\n    corporateName\n    fantasyName\n    cep\n    street\n    city\n    state\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SendContact($input: SendContactInput!) {\n  sendContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}"): (typeof documents)["mutation RegisterResale($input: RegisterResaleInput!) {\n  registerResale(input: $input) {\n    resaleId\n    status\n    message\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;