Feature: A plain or missing context is filled with defaults and checked
  JavaScript callers write `executor.execute('Bash', { workingDir: '/tmp' }, params)`. The missing
  fields get the defaults (timeout 120000 ms, 30000 characters of output, no dry run), and a field
  no call could run with is a clear error naming it, before anything is launched.

  Scenario: A context with only a working directory runs the command with the defaults
    When the executor runs Bash with command "echo plain; pwd" and a context of only:
      | workingDir | {tempDir} |
    Then the result should be successful
    And the output should be "plain\n{tempDir}\n"
    And the call should have taken less than 2000 ms

  Scenario: No context at all runs in the process's directory
    When the executor runs Bash with command "pwd" and no context
    Then the result should be successful
    And the output should be the process's directory

  Scenario Outline: A context field no call could run with is refused, naming the field
    When the executor runs Bash with command "echo never" and a context of only:
      | workingDir | {tempDir} |
      | <field>    | <value>   |
    Then the result should be failed
    And the error should contain "Invalid context for Bash: context.<field>: expected <rule>, got <shown>"
    And metadata should contain invalid_context=true
    And no process should have been launched

    Examples:
      | field         | value | rule                                   | shown |
      | timeout       | NaN   | an integer of milliseconds, at least 1 | NaN   |
      | timeout       | -5    | an integer of milliseconds, at least 1 | -5    |
      | maxOutputSize | NaN   | an integer of characters, at least 1   | NaN   |
      | maxOutputSize | -1    | an integer of characters, at least 1   | -1    |
      | maxOutputSize | 0.5   | an integer of characters, at least 1   | 0.5   |
      | dryRun        | 1     | a boolean                              | 1     |
      | timeout       | "soon" | an integer of milliseconds, at least 1 | \\"soon\\" |
      | dryRun        | "yes"  | a boolean                              | \\"yes\\"  |

  Scenario: The smallest limits a call can run with are accepted
    When the executor runs Bash with command "echo hello" and a context of only:
      | workingDir    | {tempDir} |
      | maxOutputSize | 1         |
    Then the result should be successful
    And metadata should contain truncated=true
    When the executor runs Bash with command "sleep 4717" and a context of only:
      | workingDir | {tempDir} |
      | timeout    | 1         |
    Then the result should be failed
    And the error should contain "timed out after 1ms"
