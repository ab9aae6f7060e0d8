import * as winston from "winston";
/**
 * Logging levels:
 * error: 0 - Severe errors that cause the application to crash or malfunction
 * warn: 1 - Warnings that don't stop the application but should be addressed
 * info: 2 - General information about application operation
 * http: 3 - HTTP request/response information
 * debug: 4 - Detailed debugging information
 */
declare const levels: {
  error: number;
  warn: number;
  info: number;
  http: number;
  debug: number;
};
/**
 * Create the logger instance with our configuration.
 * By default, logging is disabled (silent) but can be enabled by setting the level.
 */
declare const logger: winston.Logger;
/**
 * Enable logging at the specified level.
 *
 * @param level - The log level to enable ('error', 'warn', 'info', 'http', 'debug')
 */
export declare function enableLogging(level?: keyof typeof levels | "silent"): void;
/**
 * Disable all logging.
 */
export declare function disableLogging(): void;
export default logger;
