Feature: MCP server options
  Working directory, allowed roots, default timeout, output limit and dry run come from flags or
  the environment.

  @launches-nothing
  Scenario: Dry run by environment, and the policy still comes first
    Given the MCP server is running with the environment AGENT_TOOLKIT_DRY_RUN=1
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "rm -rf /"}
    Then the call should be an error
    And the text should contain "blocked"
    When the client calls "Bash" with {"command": "touch created-by-mcp"}
    Then the call should succeed with text "[Dry Run] Would execute: touch created-by-mcp"
    And the structured content should contain dry_run=true
    And the file "created-by-mcp" should not exist in the scenario's directory

  Scenario: The cap on output files by flag
    Given the MCP server is running with the flags --max-output-file 1048576
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "head -c 3000000 /dev/zero | tr '\\0' x"}
    Then the structured content should contain truncated=true
    And the text should contain "(the file holds the first 1048576 bytes: the per-stream cap on output files was reached)"

  Scenario: Default timeout and output limit by flag
    Given the MCP server is running with the flags --timeout 1000 --max-output 50
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "seq 1 100"}
    Then the structured content should contain truncated=true
    When the client calls "Bash" with {"command": "sleep 313"}
    Then the call should be an error
    And the text should contain "timed out after 1000ms"

  Scenario: A working directory outside the allowed roots is refused
    Given the MCP server is running with the flags --allowed-root /var/empty-agent-root
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "pwd"}
    Then the call should be an error
    And the text should contain "outside the allowed roots"

  Scenario: Each command in a fresh shell when persistence is off
    Given the MCP server is running with the flags --no-persist
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "export CARRIED=yes"}
    And the client calls "Bash" with {"command": "echo ${CARRIED:-unset}"}
    Then the call should succeed with text "unset\n"

  Scenario: A bad option is a usage error with exit code 2
    When the server is started with the flags --timeout soon
    Then it should exit with code 2 and say "--timeout: expected an integer from 1000 to 600000, got \"soon\""

  Scenario: The Bash description says what is true of the server's configuration
    Given the MCP server is running with the flags --no-persist --timeout 5000 --max-output 500 --sandbox
    And an MCP client is connected to it
    When the client lists the tools
    Then the Bash description should contain "in a fresh shell: nothing carries over between calls"
    And the Bash description should not contain "persistent"
    And the Bash description should contain "Timeout defaults to 5000ms (5 seconds)"
    And the Bash description should contain "Output exceeding 500 characters will be truncated"
    And the Bash description should contain "Commands run in a sandbox"
