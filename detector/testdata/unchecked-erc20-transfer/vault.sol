pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

// A token known not to return a bool (USDT-style), declared as such on purpose.
interface INoReturnToken {
    function transfer(address to, uint256 amount) external;
}

contract Vault {
    IERC20 public token;
    INoReturnToken public usdt;
    mapping(address => uint256) public deposits;

    function deposit(uint256 amount) external {
        token.transferFrom(msg.sender, address(this), amount); // want "Vault.deposit\\(\\) ignores the bool returned by token.transferFrom"
        deposits[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        bool ok = token.transfer(msg.sender, amount); // want "stores but never checks"
    }

    function allow(address spender) external {
        IERC20(token).approve(spender, 0); // want "ignores the bool returned by IERC20\\(token\\).approve"
    }

    // Safe: checked with require.
    function withdrawChecked(uint256 amount) external {
        deposits[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount), "transfer failed");
    }

    // Safe: checked through a local.
    function withdrawLocal(uint256 amount) external {
        deposits[msg.sender] -= amount;
        bool ok = token.transfer(msg.sender, amount);
        if (!ok) revert("transfer failed");
    }

    // Safe: the interface returns nothing, so there is nothing to check.
    function payUsdt(address to, uint256 amount) external {
        usdt.transfer(to, amount);
    }

    // Safe: a SafeERC20-style wrapper, a low-level call whose return data is decoded and checked.
    function safePay(address to, uint256 amount) external {
        _safeTransfer(address(token), to, amount);
    }

    function _safeTransfer(address t, address to, uint256 amount) internal {
        (bool success, bytes memory data) = t.call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    // Safe: ether transfer, not a token.
    function payEther(address payable to) external {
        to.transfer(1 ether);
    }
}
