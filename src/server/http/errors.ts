/** Errors that carry their HTTP meaning; the error handler turns them into the API error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'bad_request', message, fields);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in.', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string, code = 'forbidden') {
    super(403, code, message);
  }
}

export class ConflictError extends HttpError {
  constructor(code: string, message: string, fields?: Record<string, string>) {
    super(409, code, message, fields);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, 'rate_limited', message);
  }
}
