// `{ items, total }`: the reply of every list call, which the resources return and the list pieces read.

export interface ListReply<T> {
  items: T[];
  total: number;
}
