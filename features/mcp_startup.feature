Feature: The MCP server's start-up
  A client's initialize is answered as soon as the protocol is loaded. The tools, the policy and
  its parser load after that answer, while the client sends its next request, and a request that
  comes first waits for them. A client that has said nothing yet still gets its toolkit started.

  Scenario: initialize is answered before the policy is loaded, and the next call is judged and run
    Given the MCP server is running in the scenario's directory, recording the modules it loads
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "echo started-after-initialize"}
    Then the call should succeed with text "started-after-initialize\n"
    And the server should have answered initialize before it loaded the tools or any module of the policy

  @launches-nothing
  Scenario: A call the policy refuses, sent right after initialize, is refused
    Given the MCP server is running in the scenario's directory, recording the modules it loads
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "rm -rf /"}
    Then the call should be an error
    And the structured content should contain policy_decision="deny"

  Scenario: A server whose client says nothing still starts its toolkit
    Given a raw MCP server whose client has said nothing
    Then the raw server's stderr should come to contain "MCP server on stdio: Bash, BashOutput, KillShell, BashInput"
