Feature: The installed command
  `agent-toolkit` as installed (bin/agent-toolkit.js) loads one bundled file of the code the other
  scenarios run module by module (it starts in half the time). It must serve the same tools, and
  what it loads on demand (the filter's regex engine) must be there.

  Scenario: The installed command serves the same tools, and every kind of call works
    Given the installed MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client lists the tools
    Then the tools should be Bash, BashOutput, KillShell, BashInput
    And each listed tool's input schema should equal the tool's declared schema
    When the client calls "Bash" with {"command": "echo from-the-bundle"}
    Then the call should succeed with text "from-the-bundle\n"
    When the client makes every kind of call of every tool
    Then the SDK client should have accepted every result against its tool's outputSchema
