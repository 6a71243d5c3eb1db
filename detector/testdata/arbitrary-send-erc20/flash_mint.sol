pragma solidity ^0.8.20;

interface IStable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32);
}

contract FlashMinter {
    IStable public immutable stable;
    IStable public immutable other;

    constructor(IStable s, IStable o) {
        stable = s;
        other = o;
    }

    // What was minted to the receiver is pulled back with the fee, then burned.
    function flashLoan(IBorrower receiver, uint256 amount, bytes calldata data) external returns (bool) {
        uint256 fee = amount / 1000;
        stable.mint(address(receiver), amount);
        receiver.onFlashLoan(msg.sender, address(stable), amount, fee, data);
        require(stable.transferFrom(address(receiver), address(this), amount + fee));
        stable.burn(address(this), amount);
        return true;
    }

    // Minting one token does not lend the other that is pulled.
    function crossLoan(IBorrower receiver, uint256 amount, bytes calldata data) external returns (bool) {
        stable.mint(address(receiver), amount);
        receiver.onFlashLoan(msg.sender, address(stable), amount, 0, data);
        require(other.transferFrom(address(receiver), address(this), amount)); // want "FlashMinter.crossLoan\\(\\) moves tokens out of address\\(receiver\\), which any caller chooses"
        return true;
    }
}
