/**
 * A broken upload rule. It refuses the whole request with its status and message, and whatever
 * the request had already stored is removed.
 */
export class UploadRefusal extends Error {
  readonly httpStatus: number;
  constructor(httpStatus: number, message: string) {
    super(message);
    this.name = "UploadRefusal";
    this.httpStatus = httpStatus;
  }
}
