export * from './envelope';
export * from './oauth';
export * from './paging';
export * from './ids';
