export * from './constants.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './money.ts';
export * from './greeting.ts';
export * from './registration.ts';
export * from './contact-person.ts';
export * from './public-config.ts';
