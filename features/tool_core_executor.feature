Feature: Tool core - executor and schemas
  The executor runs tools by name without ever throwing, records every call, and exports the
  tools' schemas in the OpenAI, Anthropic and LangChain shapes (spec 003 sections 4 and 8).

  Background:
    Given a registry with the test tools

  Scenario: An unknown tool is a failed result naming the available tools
    When I call the "Write" tool with {}
    Then the result should be failed
    And the error should contain "Unknown tool: Write. Available tools: Bash, BashOutput, KillShell, BashInput, Read, Wait, Throw, Types"

  Scenario: Every call is recorded
    Given a text file with 2 lines
    When I call the "Read" tool on the file with {"limit": 1}
    And I call the "Wait" tool with {"ms": 20}
    Then the executor should have recorded 2 calls
    And the first recorded call should be "Read" with its parameters, context and result
    And every recorded call should have a start, an end and a duration
    When I clear the executions
    Then the executor should have recorded 0 calls

  Scenario: The history is bounded
    Given an executor that keeps 2 calls
    When I call the "Wait" tool 3 times
    Then the executor should have recorded 2 calls

  Scenario: OpenAI schema as in spec 003 section 8
    When I export the "openai" schemas
    Then the schema of "Read" should be:
      """
      {
        "type": "function",
        "function": {
          "name": "Read",
          "description": "Read contents of a file from the filesystem",
          "parameters": {
            "type": "object",
            "properties": {
              "file_path": { "type": "string", "description": "Absolute path to the file to read" },
              "offset": { "type": "integer", "description": "Line number to start reading from", "minimum": 0 },
              "limit": { "type": "integer", "description": "Maximum number of lines to read", "minimum": 1, "maximum": 10000 }
            },
            "required": ["file_path"]
          }
        }
      }
      """

  Scenario: Anthropic schema as in spec 003 section 8
    When I export the "anthropic" schemas
    Then the schema of "Read" should be:
      """
      {
        "name": "Read",
        "description": "Read contents of a file from the filesystem",
        "input_schema": {
          "type": "object",
          "properties": {
            "file_path": { "type": "string", "description": "Absolute path to the file to read" },
            "offset": { "type": "integer", "description": "Line number to start reading from", "minimum": 0 },
            "limit": { "type": "integer", "description": "Maximum number of lines to read", "minimum": 1, "maximum": 10000 }
          },
          "required": ["file_path"]
        }
      }
      """

  Scenario: LangChain schema, the fields its tool() takes
    When I export the "langchain" schemas
    Then the schema of "Read" should be:
      """
      {
        "name": "Read",
        "description": "Read contents of a file from the filesystem",
        "schema": {
          "type": "object",
          "properties": {
            "file_path": { "type": "string", "description": "Absolute path to the file to read" },
            "offset": { "type": "integer", "description": "Line number to start reading from", "minimum": 0 },
            "limit": { "type": "integer", "description": "Maximum number of lines to read", "minimum": 1, "maximum": 10000 }
          },
          "required": ["file_path"]
        }
      }
      """

  Scenario: Schemas by category, and an enum and a default in the schema
    When I export the "anthropic" schemas of the category "task"
    Then the schema of "Throw" should be:
      """
      {
        "name": "Throw",
        "description": "Throws an error",
        "input_schema": {
          "type": "object",
          "properties": {
            "message": { "type": "string", "description": "Error message", "minLength": 3, "maxLength": 40 },
            "kind": { "type": "string", "description": "What to throw", "enum": ["error", "type-error", "string"], "default": "error" }
          },
          "required": ["message"]
        }
      }
      """
    And 1 schema should have been exported

  Scenario: An unknown schema format is a clear error
    Then exporting the "gemini" schemas should fail with "format: must be one of openai, anthropic, langchain, got \"gemini\""

  Scenario: The execution tools' input schemas are those of spec 000 section 12, Bash's with its optional tty, wait_ms and until, BashOutput's with its optional wait_ms and until
    When I export the "anthropic" schemas
    Then the input schema of "Bash" should be:
      """
      {
        "type": "object",
        "properties": {
          "command": { "type": "string", "description": "The command to execute", "minLength": 1 },
          "description": { "type": "string", "description": "Clear, concise description (5-10 words)" },
          "timeout": { "type": "integer", "description": "Timeout in milliseconds", "minimum": 1000, "maximum": 600000 },
          "run_in_background": { "type": "boolean", "description": "Run in background", "default": false },
          "tty": { "type": "boolean", "description": "With run_in_background: run it in a terminal of its own, for programs that need one (a REPL, a prompt on the terminal); BashInput types at it", "default": false },
          "wait_ms": { "type": "integer", "description": "With run_in_background: then wait as BashOutput does, up to this many milliseconds, and return what came", "minimum": 0, "maximum": 600000, "default": 0 },
          "until": { "type": "string", "description": "With wait_ms: return as soon as a line matches this regex (RE2 syntax)" }
        },
        "required": ["command"]
      }
      """
    And the input schema of "BashOutput" should be:
      """
      {
        "type": "object",
        "properties": {
          "bash_id": { "type": "string", "description": "ID of the background shell" },
          "filter": { "type": "string", "description": "Regex to filter output lines" },
          "wait_ms": { "type": "integer", "description": "Wait up to this many milliseconds for new output (0: return at once)", "minimum": 0, "maximum": 600000, "default": 0 },
          "until": { "type": "string", "description": "With wait_ms: return as soon as a new line matches this regex (RE2 syntax)" }
        },
        "required": ["bash_id"]
      }
      """
    And the input schema of "KillShell" should be:
      """
      {
        "type": "object",
        "properties": {
          "shell_id": { "type": "string", "description": "ID of the shell to kill" }
        },
        "required": ["shell_id"]
      }
      """
