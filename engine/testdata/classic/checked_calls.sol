// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Low-level calls whose success is checked in the many ways people check it, and a few that are not.
contract Payments {
    address public owner;
    mapping(address => uint256) public credit;

    error TransferFailed(address to, uint256 amount);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    receive() external payable {
        credit[msg.sender] += msg.value;
    }

    function withdrawRequire() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "transfer failed");
    }

    function withdrawIfRevert() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed(msg.sender, amount);
    }

    function withdrawAssert() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        bool ok;
        (ok, ) = msg.sender.call{value: amount}("");
        assert(ok); // want "assert-state-change: .*assert\\(ok\\) checks the result of an external call"
    }

    function withdrawInline() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        require(payable(msg.sender).send(amount), "send failed");
    }

    function withdrawAssembly() external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        address to = msg.sender;
        assembly {
            let ok := call(gas(), to, amount, 0, 0, 0, 0)
            if iszero(ok) { revert(0, 0) }
        }
    }

    function withdrawWithData(bytes calldata memo) external {
        uint256 amount = credit[msg.sender];
        credit[msg.sender] = 0;
        (bool success, bytes memory ret) = msg.sender.call{value: amount}(memo);
        if (!success) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// Returns the flag: the caller decides, and nothing was changed before the call.
    function tryPay(address to, uint256 amount) external onlyOwner returns (bool) {
        (bool ok, ) = to.call{value: amount}("");
        return ok;
    }

    function _sendValue(address payable to, uint256 amount) internal returns (bool ok) {
        (ok, ) = to.call{value: amount}("");
    }

    function payout(address payable to, uint256 amount) external onlyOwner {
        require(_sendValue(to, amount), "payout failed");
    }

    function sweep(address payable to) external onlyOwner {
        // A call whose failure nobody checks, even from the owner: the sweep looks done when it is not.
        to.call{value: address(this).balance}(""); // want "unchecked-low-level-call: .*ignores the result of to\\.call"
    }

    function ping(address target) external onlyOwner {
        (bool ok, ) = target.call(abi.encodeWithSignature("ping()")); // want "unchecked-low-level-call: .*stores but never checks the result of target\\.call"
    }
}

/// try/catch handles a failing external call; neither path ignores it.
interface IHook {
    function onPayment(address from, uint256 amount) external returns (bytes4);
}

contract HookedPayments {
    event HookFailed(address hook, bytes reason);

    mapping(address => address) public hookOf;
    mapping(address => uint256) public paid;

    function setHook(address hook) external {
        hookOf[msg.sender] = hook;
    }

    function pay(address to) external payable {
        paid[to] += msg.value;
        address hook = hookOf[to];
        if (hook == address(0)) return;
        try IHook(hook).onPayment{gas: 50_000}(msg.sender, msg.value) returns (bytes4 sel) {
            require(sel == IHook.onPayment.selector, "bad hook");
        } catch (bytes memory reason) {
            emit HookFailed(hook, reason);
        }
    }

    function withdraw() external {
        uint256 amount = paid[msg.sender];
        paid[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "failed");
    }
}
