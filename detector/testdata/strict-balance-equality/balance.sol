pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address a) external view returns (uint256);
}

contract Crowdsale {
    uint256 public goal;
    uint256 public raised;
    IERC20 public token;
    struct Account { uint256 balance; }
    Account internal acct;

    function finalize() external {
        require(address(this).balance == goal, "goal"); // want "Crowdsale.finalize\\(\\) compares the ether balance of address\\(this\\)"
        raised = goal;
    }

    function tokensIn() external {
        uint256 held = token.balanceOf(address(this));
        if (held != raised) { // want "compares a token balance"
            revert("mismatch");
        }
    }

    function isDone() external view returns (bool) {
        return address(this).balance == 0; // want "compares the ether balance"
    }

    // Safe: a bound, not an equality.
    function enough() external view returns (bool) {
        return address(this).balance >= goal;
    }

    // Safe: the tracked amount, not the balance.
    function tracked() external view returns (bool) {
        return raised == goal;
    }

    // Safe: whether a user holds the token at all; tokens sent to them only make them hold some.
    function member(address user) external view returns (bool) {
        return token.balanceOf(user) != 0;
    }

    // An exact amount held by a user is still fragile.
    function holdsExactly(address user) external view returns (bool) {
        return token.balanceOf(user) == 1; // want "compares a token balance"
    }

    // This contract's own holding compared with zero is still fragile: anyone can send it tokens.
    function drained() external view returns (bool) {
        return token.balanceOf(address(this)) == 0; // want "compares a token balance"
    }

    // Safe: a struct field named balance is not a balance.
    function field() external view returns (bool) {
        return acct.balance == 0;
    }
}

contract Pledges {
    uint256 public constant GOAL = 10 ether;
    mapping(address => uint256) public pledged;

    function pledge() external payable {
        require(address(this).balance <= GOAL, "goal passed"); // want "Pledges.pledge\\(\\) goes on only while the contract's ether balance is at most GOAL"
        pledged[msg.sender] += msg.value;
    }

    function top() external payable {
        if (address(this).balance > GOAL) revert(); // want "Pledges.top\\(\\) goes on only while the contract's ether balance is at most GOAL"
        pledged[msg.sender] += msg.value;
    }

    // Safe: a lower bound; more ether only lets it through.
    function release(address payable to) external {
        require(address(this).balance >= GOAL, "not yet");
        to.transfer(GOAL);
    }

    // Safe: a branch, not a check that stops the function.
    function bonus() external {
        if (address(this).balance > GOAL) {
            pledged[msg.sender] += 1;
        }
    }
}

// Safe: donate takes ether with no cap, so a payment pushes the balance past the goal as forced ether would; the
// cap is the crowdfund's own rule ("refunds until the goal is met").
contract Crowdfund {
    uint256 public constant GOAL = 10 ether;
    mapping(address => uint256) public pledged;

    function donate() external payable {
        pledged[msg.sender] += msg.value;
    }

    function pledge() external payable {
        require(address(this).balance <= GOAL, "goal passed");
        pledged[msg.sender] += msg.value;
    }

    // Safe: the caller's own pledge, which only the caller can raise.
    function capped() external payable {
        require(pledged[msg.sender] + msg.value <= GOAL, "cap");
        pledged[msg.sender] += msg.value;
    }
}
