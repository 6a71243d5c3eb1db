pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address a) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Vault {
    IERC20 public token;
    address public owner;
    mapping(address => uint256) public credit;

    // Safe: a delta check; tokens anyone sends move both sides alike.
    function deposit(uint256 amount) external {
        uint256 before = token.balanceOf(address(this));
        require(token.transferFrom(msg.sender, address(this), amount));
        require(token.balanceOf(address(this)) == before + amount, "fee on transfer");
        credit[msg.sender] += amount;
    }

    // Another account's balance on the other side is no delta check.
    function matches(address a) external view returns (bool) {
        return token.balanceOf(address(this)) == token.balanceOf(a); // want "compares a token balance"
    }

    // Safe: an empty contract is turned away; ether forced in only lets the sweep go on.
    function sweep() external {
        require(msg.sender == owner);
        uint256 b = address(this).balance;
        if (b == 0) revert("nothing to sweep");
        payable(owner).transfer(b);
    }

    // Safe: the same, as a require.
    function sweepRequire() external {
        require(msg.sender == owner);
        require(address(this).balance != 0, "empty");
        payable(owner).transfer(address(this).balance);
    }

    // Safe: does the work when non-empty.
    function flush() external {
        if (address(this).balance != 0) {
            payable(owner).transfer(address(this).balance);
        }
    }

    // Requires an empty contract: one forced wei locks it.
    function close() external {
        require(msg.sender == owner);
        require(address(this).balance == 0, "not empty"); // want "compares the ether balance of address\\(this\\)"
        owner = address(0);
    }

    // The same, written as if-revert.
    function closeIf() external {
        if (address(this).balance != 0) revert("not empty"); // want "compares the ether balance of address\\(this\\)"
        owner = address(0);
    }
}
