/** Placeholder until the work screen lands; the route table already points here. */
export { default } from '../coming';
