// The API's schemas: one TypeBox schema per entity, body, list param set and reply; the client imports only their types.
export * from './account';
export * from './auth';
export * from './bulk';
export * from './channels';
export * from './common';
export * from './market';
export * from './people';
export * from './sources';
export * from './stats';
export * from './sys-users';
export * from './tasks';
