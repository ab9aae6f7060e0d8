import * as winston from "winston";
/**
 * Create the logger instance with our configuration.
 */
declare const logger: winston.Logger;
export default logger;
